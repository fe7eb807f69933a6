import { Box, Field, Flex, NativeSelect } from '@chakra-ui/react';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Row } from '@cmms/contracts';
import { canCallEndpoint } from '../api/endpoint-exists';
import { DateFilterInput } from '../components/date-filter-input';
import { useAppAbility } from '../auth/use-app-ability';
import { NotAuthorized } from '../layout/not-authorized';
import { PageHeader } from '../layout/page-header';
import { NotFoundPage } from '../layout/not-found-page';
import { ListPagination } from '../resources/list/list-pagination';
import { ListToolbar } from '../resources/list/list-toolbar';
import { DataTable, type TableColumn } from '../resources/table/data-table';
import type { TableState } from '../resources/table/table-state';
import { useTable } from '../resources/table/use-table';
import { findReport, type ReportConfig } from './report-configs';
import { ReportCharts } from './report-charts';
import { ReportCsv } from './report-csv';

/**
 * `/reports/:report`: one generic table per report, driven by its column config, with its charts and a
 * CSV of the rows on screen. The address's parameters start its filters (a dashboard tile's link).
 */
export function ReportPage() {
  const { report: key } = useParams();
  const ability = useAppAbility();
  const report = findReport(key);
  if (!report) return <NotFoundPage />;
  if (!canCallEndpoint(ability, report.endpoint)) return <NotAuthorized />;
  return <Report key={report.key} report={report} />;
}

function Report({ report }: { report: ReportConfig }) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const table = useTable<Row, TableState, unknown>({
    endpoint: report.endpoint,
    params: report.params,
    query: report.query,
    initial: { sort: report.defaultSort ?? '', order: 'desc', filters: Object.fromEntries(params) },
    rowsOf: report.rowsOf,
  });
  const { offset } = table.state;
  const title = t(`reports.${report.key}.title`);
  const rows = table.rows?.map((row, index) => ({
    ...row,
    id: typeof row.id === 'number' ? row.id : offset + index,
  }));
  const columns: TableColumn<Row>[] = report.columns.map((column) => ({
    key: column.key,
    label: t(column.labelKey),
    sortKey: column.sortKey,
    align: column.align,
    render: (row) => column.render(row, t, i18n.language),
  }));

  return (
    <>
      <PageHeader
        title={title}
        subtitle={t(`reports.${report.key}.subtitle`)}
        crumbs={[{ label: t('menu.dashboard'), to: '/' }, { label: t('menu.reports') }, { label: title }]}
      />
      <Box
        bg="bg.panel"
        borderWidth="1px"
        borderRadius="xl"
        boxShadow="xs"
        overflow="hidden"
        data-testid={`report-${report.key}`}
      >
        <ListToolbar
          search={table.state.search}
          onSearch={table.setSearch}
          busy={table.validating}
          restorable={false}
          deleted={false}
          onDeleted={() => undefined}
        />
        <Flex
          px="4"
          py="3"
          gap="3"
          wrap="wrap"
          align="flex-end"
          borderBottomWidth="1px"
          bg="bg.subtle"
          data-testid="filter-bar"
        >
          {report.period &&
            (['start', 'end'] as const).map((param) => (
              <Field.Root key={param} w={{ base: 'full', sm: '44' }}>
                <Field.Label htmlFor={`report-${param}`} fontSize="xs" color="fg.muted">
                  {t(`reports.period.${param}`)}
                </Field.Label>
                <DateFilterInput
                  id={`report-${param}`}
                  value={table.state.filters[param] ?? ''}
                  onChange={(next) => table.setFilter(param, next)}
                  testId={`report-filter-${param}`}
                />
              </Field.Root>
            ))}
          {report.filters?.map((filter) => (
            <Field.Root key={filter.param} w={{ base: 'full', sm: '52' }}>
              <Field.Label htmlFor={`report-${filter.param}`} fontSize="xs" color="fg.muted">
                {t(filter.labelKey)}
              </Field.Label>
              <NativeSelect.Root size="md">
                <NativeSelect.Field
                  id={`report-${filter.param}`}
                  value={table.state.filters[filter.param] ?? ''}
                  onChange={(e) => table.setFilter(filter.param, e.target.value)}
                  data-testid={`report-filter-${filter.param}`}
                >
                  <option value="">{t('list.filterAny')}</option>
                  {filter.options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {t(option.labelKey)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          ))}
          <Box flex="1" />
          <ReportCsv reportKey={report.key} columns={report.columns} rows={rows} />
        </Flex>
        {rows && report.charts && <ReportCharts charts={report.charts} rows={rows} />}
        <DataTable
          table={{ ...table, rows }}
          columns={columns}
          testId="report-table"
          rowTestId="report-row"
          empty={{ testId: 'list-empty', title: t('reports.empty') }}
        />
        <ListPagination {...table.pagination} />
      </Box>
    </>
  );
}
