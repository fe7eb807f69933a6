import { useState } from 'react';
import { Badge, Box, Button, Card, Flex, NativeSelect, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { apiKey } from '../../../api/api-key';
import { useLogbookQuery } from '../logbook-query';
import { LoadFailed } from '../../../components/load-failed';
import { PageHeader } from '../../../layout/page-header';
import { workOrderPath } from '../../../work-order-common/work-order-paths';
import { HistoryChart } from './history-chart';
import { offsetOf, Pager } from './pager';
import { calendarPath, inboxPath, numericFields, type SubmissionRow } from './review-api';

const PAGE = 25;
/** How many of the latest entries the chart draws. */
const CHART_ENTRIES = 200;

const STATUS_PALETTE: Record<SubmissionRow['status'], string> = {
  submitted: 'gray',
  in_review: 'blue',
  approved: 'green',
  rejected: 'red',
};

/** The submissions table: one row per entry, newest first, paged. */
export function SubmissionsTable({
  rows,
  showLogger = false,
}: {
  rows: readonly SubmissionRow[];
  showLogger?: boolean;
}) {
  const { t } = useTranslation('logbooks');
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="lg">
      <Table.Root size="sm" stickyHeader data-testid="history-table">
        <Table.Header>
          <Table.Row>
            {showLogger && <Table.ColumnHeader>{t('history.logger')}</Table.ColumnHeader>}
            <Table.ColumnHeader>{t('history.slot')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('history.submitted')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('history.timelinessHeader')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('history.approval')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('history.flags')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((s) => (
            <Table.Row key={s.id} data-testid="history-row" data-flagged={s.flagged ? 'true' : 'false'}>
              {showLogger && (
                <Table.Cell>
                  {s.logger ? <Link to={`/logbooks/${s.logger.id}/history`}>{s.logger.name}</Link> : '—'}
                </Table.Cell>
              )}
              <Table.Cell whiteSpace="nowrap">{s.slot_due_at?.formatted ?? t('history.adhocSlot')}</Table.Cell>
              <Table.Cell>
                <Text>{s.submitted_by?.name ?? '—'}</Text>
                <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
                  {s.received_at?.formatted}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <Badge colorPalette={s.timeliness === 'late' ? 'orange' : s.timeliness === 'done' ? 'green' : 'gray'}>
                  {t(`history.timeliness.${s.timeliness}`)}
                </Badge>
              </Table.Cell>
              <Table.Cell>
                {s.available_actions.approve ? (
                  <Link to={inboxPath(s.id)}>
                    <Badge colorPalette={STATUS_PALETTE[s.status]} textDecoration="underline">
                      {t(`history.status.${s.status}`)}
                    </Badge>
                  </Link>
                ) : (
                  <Badge colorPalette={STATUS_PALETTE[s.status]}>{t(`history.status.${s.status}`)}</Badge>
                )}
              </Table.Cell>
              <Table.Cell>
                {Object.keys(s.flags).length === 0 ? (
                  <Text color="fg.subtle">—</Text>
                ) : (
                  <Flex gap="1" wrap="wrap">
                    {Object.entries(s.flags).map(([path, f]) => {
                      const wo = s.work_orders.find((w) => w.field === path);
                      const badge = (
                        <Badge key={path} colorPalette="red" variant="subtle">
                          {path.replace(/[._]/g, ' ')}: {t(`inbox.flags.${f.flag}`)}
                          {wo ? ` · ${wo.number}` : ''}
                        </Badge>
                      );
                      return wo ? (
                        <Link key={path} to={workOrderPath(wo.id)}>
                          {badge}
                        </Link>
                      ) : (
                        badge
                      );
                    })}
                  </Flex>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** `/logbooks/:id/history`: a logger's entries as a table, and a numeric field's readings as a chart. */
export function HistoryPage() {
  const { t } = useTranslation('logbooks');
  const id = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const offset = offsetOf(params);
  const logger = useLogbookQuery(apiKey('logbooks.logger', { id }));
  const formId = logger.data?.form?.id;
  const version = useLogbookQuery(
    formId && logger.data?.form_version
      ? apiKey('logbooks.form-version', { id: formId, version: logger.data.form_version })
      : null,
    { toasts: false },
  );
  const table = useLogbookQuery(apiKey('logbooks.submissions', {}, { logger_id: id, limit: PAGE, offset }), {
    keepPreviousData: true,
  });
  const chartRows = useLogbookQuery(apiKey('logbooks.submissions', {}, { logger_id: id, limit: CHART_ENTRIES }), {
    toasts: false,
  });
  const fields = numericFields(version.data?.schema);
  const [picked, setPicked] = useState<string | null>(null);
  const field = fields.find((f) => f.path === picked) ?? fields[0];
  const name = logger.data?.name ?? '';
  return (
    <Box>
      <PageHeader
        title={t('history.title', { name })}
        subtitle={logger.data?.subject?.name}
        crumbs={[{ label: t('inbox.crumb'), to: '/logbooks' }, { label: name }, { label: t('history.crumb') }]}
        actions={
          <Button asChild size="sm" variant="outline">
            <Link to={calendarPath(id)}>{t('calendar.open')}</Link>
          </Button>
        }
      />
      {logger.error && !logger.data && (
        <LoadFailed title={t('history.failed')} error={logger.error} retry={() => void logger.mutate()} />
      )}
      {field && chartRows.data && (
        <Card.Root mb="4">
          <Card.Body gap="3">
            <Flex justify="space-between" align="center" gap="3" wrap="wrap">
              <Text fontWeight="semibold">{t('history.chartTitle', { field: field.title })}</Text>
              {fields.length > 1 && (
                <NativeSelect.Root size="sm" w={{ base: 'full', sm: '64' }}>
                  <NativeSelect.Field
                    aria-label={t('history.field')}
                    value={field.path}
                    onChange={(e) => setPicked(e.currentTarget.value)}
                    data-testid="history-field"
                  >
                    {fields.map((f) => (
                      <option key={f.path} value={f.path}>
                        {f.unit ? `${f.title} (${f.unit})` : f.title}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              )}
            </Flex>
            <HistoryChart field={field} rows={chartRows.data.rows} />
          </Card.Body>
        </Card.Root>
      )}
      {table.data && table.data.total === 0 && <Text color="fg.muted">{t('history.empty')}</Text>}
      {table.data && table.data.total > 0 && <SubmissionsTable rows={table.data.rows} />}
      {table.data && (
        <Pager
          offset={offset}
          limit={PAGE}
          total={table.data.total}
          onChange={(next) => setParams(next ? { offset: String(next) } : {})}
        />
      )}
    </Box>
  );
}
