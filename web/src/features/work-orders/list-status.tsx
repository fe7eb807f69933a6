import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TableView } from '../../resources/table/data-table';
import { TabLoadFailed } from './tabs/tab-load-failed';

/**
 * What a feed-style list (comments, updates, work log, attachments) shows instead of rows: skeleton
 * lines while the first page loads, the failure with a retry, or the empty text.
 */
export function ListStatus<T>({
  table,
  emptyText,
  testId,
}: {
  table: TableView<T>;
  emptyText: string;
  testId: string;
}) {
  const { t } = useTranslation();
  if (table.failed && table.rows === undefined) {
    return (
      <TabLoadFailed title={t('list.loadFailed')} error={table.error} retry={table.retry} testId={`${testId}-failed`} />
    );
  }
  if (table.rows === undefined) {
    return (
      <Stack gap="3" data-testid={`${testId}-loading`}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h="10" borderRadius="md" />
        ))}
      </Stack>
    );
  }
  if (table.rows.length === 0) {
    return (
      <Text color="fg.muted" data-testid={`${testId}-empty`}>
        {emptyText}
      </Text>
    );
  }
  return null;
}
