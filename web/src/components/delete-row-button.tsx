import type { ReactNode } from 'react';
import { IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuTrash2 } from 'react-icons/lu';

/**
 * A table row's red remove button (delete by default; remove a member, unlink a field); it only asks,
 * the caller opens its `ConfirmDialog`.
 */
export function DeleteRowButton({
  onClick,
  testId,
  label,
  icon = <LuTrash2 />,
}: {
  onClick: () => void;
  testId: string;
  label?: string;
  icon?: ReactNode;
}) {
  const { t } = useTranslation();
  const text = label ?? t('list.delete');
  return (
    <IconButton
      size="sm"
      variant="ghost"
      colorPalette="red"
      aria-label={text}
      title={text}
      onClick={onClick}
      data-testid={testId}
    >
      {icon}
    </IconButton>
  );
}
