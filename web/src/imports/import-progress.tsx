import { Progress, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ImportProgress } from '@cmms/contracts';

/** How many rows of the file a running import has handled, as a bar and in words. */
export function ImportProgressBar({ progress }: { progress: ImportProgress | null }) {
  const { t, i18n } = useTranslation();
  const total = progress?.total ?? null;
  const rows = progress?.rows ?? 0;
  const number = (n: number) => n.toLocaleString(i18n.language);
  return (
    <Progress.Root
      value={total ? Math.min(100, Math.round((rows / total) * 100)) : null}
      colorPalette="teal"
      size="sm"
      data-testid="import-run-progress"
    >
      <Stack gap="2">
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
        <Progress.ValueText fontWeight="normal" color="fg.muted">
          {total ? t('imports.progress', { rows: number(rows), total: number(total) }) : t('imports.starting')}
        </Progress.ValueText>
      </Stack>
    </Progress.Root>
  );
}
