import { Box, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { apiKey } from '../../../api/api-key';
import { useLogbookQuery } from '../logbook-query';
import { LoadFailed } from '../../../components/load-failed';
import { PageHeader } from '../../../layout/page-header';
import { SubmissionsTable } from './history-page';
import { offsetOf, Pager } from './pager';
import { calendarPath } from './review-api';

const PAGE = 25;
/** The list filters a dashboard tile hands over in the address. */
const filterOf = (params: URLSearchParams, keys: readonly string[]) =>
  Object.fromEntries(keys.flatMap((k) => (params.get(k) ? [[k, params.get(k)!]] : [])));

/** `/logbooks/entries`: entries of every logbook the caller may view (the out-of-range tile opens it flagged). */
export function EntriesPage() {
  const { t } = useTranslation('logbooks');
  const [params, setParams] = useSearchParams();
  const offset = offsetOf(params);
  const filter = filterOf(params, ['flagged', 'from', 'status', 'logger_id']);
  const list = useLogbookQuery(apiKey('logbooks.submissions', {}, { ...filter, limit: PAGE, offset }), {
    keepPreviousData: true,
  });
  const title = filter.flagged ? t('tiles.outOfRangeList') : t('tiles.entriesList');
  return (
    <Box>
      <PageHeader
        title={title}
        subtitle={filter.from ? t('tiles.since', { date: filter.from }) : undefined}
        crumbs={[{ label: t('inbox.crumb'), to: '/logbooks' }, { label: title }]}
      />
      {list.error && !list.data && (
        <LoadFailed title={t('history.failed')} error={list.error} retry={() => void list.mutate()} />
      )}
      {list.data && (
        <Text mb="2" color="fg.muted" data-testid="list-total">
          {t('tiles.total', { count: list.data.total })}
        </Text>
      )}
      {list.data && list.data.total > 0 && <SubmissionsTable rows={list.data.rows} showLogger />}
      {list.data && (
        <Pager
          offset={offset}
          limit={PAGE}
          total={list.data.total}
          onChange={(next) => setParams({ ...filter, ...(next ? { offset: String(next) } : {}) })}
        />
      )}
    </Box>
  );
}

/** `/logbooks/missed`: slots whose window closed without an entry (the missed-entries tile opens it). */
export function MissedPage() {
  const { t } = useTranslation('logbooks');
  const [params, setParams] = useSearchParams();
  const offset = offsetOf(params);
  const filter = filterOf(params, ['from', 'logger_id']);
  const list = useLogbookQuery(apiKey('logbooks.missed', {}, { ...filter, limit: PAGE, offset }), {
    keepPreviousData: true,
  });
  return (
    <Box>
      <PageHeader
        title={t('tiles.missedList')}
        subtitle={filter.from ? t('tiles.since', { date: filter.from }) : undefined}
        crumbs={[{ label: t('inbox.crumb'), to: '/logbooks' }, { label: t('tiles.missedList') }]}
      />
      {list.error && !list.data && (
        <LoadFailed title={t('history.failed')} error={list.error} retry={() => void list.mutate()} />
      )}
      {list.data && (
        <Text mb="2" color="fg.muted" data-testid="list-total">
          {t('tiles.total', { count: list.data.total })}
        </Text>
      )}
      {list.data && list.data.total > 0 && (
        <Table.ScrollArea borderWidth="1px" borderRadius="lg">
          <Table.Root size="sm" data-testid="missed-table">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('history.logger')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('history.slot')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('tiles.windowEnd')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.data.rows.map((m) => (
                <Table.Row key={`${m.logger?.id}-${m.due_at.datetime}`} data-testid="missed-row">
                  <Table.Cell>
                    {m.logger ? <Link to={calendarPath(m.logger.id)}>{m.logger.name}</Link> : '—'}
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{m.due_at.formatted}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{m.window_end.formatted}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {list.data && (
        <Pager
          offset={offset}
          limit={PAGE}
          total={list.data.total}
          onChange={(next) => setParams({ ...filter, ...(next ? { offset: String(next) } : {}) })}
        />
      )}
    </Box>
  );
}
