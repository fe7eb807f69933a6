import type { ReactNode } from 'react';
import { IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuTrash2 } from 'react-icons/lu';

/**
 * A table row's red remove button (delete by default; remove a member, unlink a field); it only asks,
 * the caller opens its `ConfirmDialog` and sets `loading` while the call runs.
 */
export function DeleteRowButton({
  onClick,
  testId,
  label,
  icon = <LuTrash2 />,
  loading = false,
}: {
  onClick: () => void;
  testId: string;
  label?: string;
  icon?: ReactNode;
  /** Spins while its row is being removed. */
  loading?: boolean;
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
      loading={loading}
      onClick={onClick}
      data-testid={testId}
    >
      {icon}
    </IconButton>
  );
}
