import { useEffect, useState } from 'react';
import { Badge, Box, Flex, Input, InputGroup, NativeSelect, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { INVOICE_ROW_STATUSES, type InvoiceRow } from '@cmms/contracts/template-shop/schemas';
import { LuSearch } from 'react-icons/lu';
import { canCallEndpoint } from '../../../api/endpoint-exists';
import { useAppAbility } from '../../../auth/use-app-ability';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { NotAuthorized } from '../../../layout/not-authorized';
import { PageHeader } from '../../../layout/page-header';
import { ShownDate } from '../../../lib/shown-date';
import { ListPagination } from '../../../resources/list/list-pagination';
import { DataTable, type TableColumn } from '../../../resources/table/data-table';
import type { TableState } from '../../../resources/table/table-state';
import { useTable } from '../../../resources/table/use-table';
import { filsText, useBhd } from '../money';

interface DataAnswer {
  invoices: InvoiceRow[];
  total: number;
}

const STATUS_PALETTE: Record<string, string> = {
  paid: 'green',
  issued: 'blue',
  overdue: 'red',
  void: 'gray',
  draft: 'orange',
};

/** The template's data table (§10) on the service business's invoices: sort, search, status, paging. */
export function DataTablesPage() {
  const ability = useAppAbility();
  if (!canCallEndpoint(ability, 'apps.datatables.data')) return <NotAuthorized />;
  return <InvoiceTable />;
}

function InvoiceTable() {
  const { t } = useTranslation('template-shop');
  const money = useBhd();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text);
  const table = useTable<InvoiceRow, TableState, DataAnswer>({
    endpoint: 'apps.datatables.data',
    request: (s) => ({
      ...s.filters,
      q: s.search,
      sortColumn: s.sort || undefined,
      sort: s.order,
      page: s.offset / s.limit + 1,
      perPage: s.limit,
    }),
    rowsOf: (data) => data.invoices,
    totalOf: (data) => data.total,
  });
  const { setSearch } = table;
  useEffect(() => setSearch(q), [q, setSearch]);

  const columns: TableColumn<InvoiceRow>[] = [
    {
      key: 'number',
      label: t('datatables.number'),
      sortKey: 'number',
      render: (row) => <Text fontWeight="semibold">{row.number}</Text>,
    },
    {
      key: 'customer',
      label: t('datatables.customer'),
      sortKey: 'full_name',
      render: (row) => (
        <Box>
          <Text>{row.customer}</Text>
          <Text fontSize="xs" color="fg.muted">
            {row.contract}
          </Text>
        </Box>
      ),
    },
    {
      key: 'issueDate',
      label: t('datatables.issueDate'),
      sortKey: 'start_date',
      render: (row) => (row.issueDate ? <ShownDate value={row.issueDate} /> : '—'),
    },
    {
      key: 'total',
      label: t('datatables.total'),
      sortKey: 'salary',
      align: 'end',
      render: (row) => <Text data-testid={`invoice-total-${row.id}`}>{money(filsText(row.totalFils))}</Text>,
    },
    {
      key: 'overdue',
      label: t('datatables.daysOverdue'),
      sortKey: 'age',
      align: 'end',
      render: (row) => (Number(row.age) > 0 ? row.age : '—'),
    },
    {
      key: 'status',
      label: t('datatables.status'),
      sortKey: 'status',
      render: (row) => (
        <Badge variant="subtle" colorPalette={STATUS_PALETTE[row.invoiceStatus] ?? 'gray'}>
          {t(`datatables.statuses.${row.invoiceStatus}`)}
        </Badge>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('datatables.title')}
        subtitle={t('datatables.subtitle')}
        crumbs={[
          { label: t('common.dashboard'), to: '/' },
          { label: t('common.apps') },
          { label: t('datatables.title') },
        ]}
      />
      <Box bg="bg.panel" borderWidth="1px" borderRadius="xl" boxShadow="xs" overflow="hidden" data-testid="datatable">
        <Flex px="4" py="3" gap="3" borderBottomWidth="1px" wrap="wrap">
          <InputGroup maxW="sm" startElement={<LuSearch />}>
            <Input
              type="search"
              placeholder={t('common.search')}
              aria-label={t('common.search')}
              value={text}
              onChange={(e) => setText(e.target.value)}
              data-testid="datatable-search"
            />
          </InputGroup>
          <NativeSelect.Root width="auto">
            <NativeSelect.Field
              aria-label={t('datatables.status')}
              value={table.state.filters.status ?? ''}
              onChange={(e) => table.setFilter('status', e.target.value)}
              data-testid="datatable-status"
            >
              <option value="">{t('datatables.allStatuses')}</option>
              {INVOICE_ROW_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`datatables.statuses.${status}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Flex>
        <Box opacity={table.validating && table.rows ? 0.7 : 1}>
          <DataTable table={table} columns={columns} testId="invoices" empty={{ text: t('datatables.empty') }} />
        </Box>
        <ListPagination {...table.pagination} />
      </Box>
    </>
  );
}
