import { Box, Field, Flex, NativeSelect } from '@chakra-ui/react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Row } from '@cmms/contracts';
import { canCallEndpoint } from '../api/endpoint-exists';
import { useAppAbility } from '../auth/use-app-ability';
import { NotAuthorized } from '../layout/not-authorized';
import { PageHeader } from '../layout/page-header';
import { NotFoundPage } from '../layout/not-found-page';
import { ListPagination } from '../resources/list/list-pagination';
import { ListToolbar } from '../resources/list/list-toolbar';
import { DataTable, type TableColumn } from '../resources/table/data-table';
import { useTable } from '../resources/table/use-table';
import { findReport, type ReportConfig } from './report-configs';

/** `/reports/:report`: one generic table per report, driven by its column config. */
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
  const table = useTable<Row>({
    endpoint: report.endpoint,
    params: report.params,
    query: report.query,
    initial: { sort: report.defaultSort ?? '', order: 'desc' },
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
        {report.filters && (
          <Flex px="4" py="3" gap="3" wrap="wrap" borderBottomWidth="1px" bg="bg.subtle" data-testid="filter-bar">
            {report.filters.map((filter) => (
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
          </Flex>
        )}
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
