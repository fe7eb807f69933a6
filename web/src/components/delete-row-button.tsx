import { IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuTrash2 } from 'react-icons/lu';

/** A table row's red trash button; it only asks, the caller opens its `ConfirmDialog`. */
export function DeleteRowButton({ onClick, testId }: { onClick: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <IconButton
      size="sm"
      variant="ghost"
      colorPalette="red"
      aria-label={t('list.delete')}
      title={t('list.delete')}
      onClick={onClick}
      data-testid={testId}
    >
      <LuTrash2 />
    </IconButton>
  );
}
