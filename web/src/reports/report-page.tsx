import { useState } from 'react';
import {
  Box,
  Button,
  EmptyState,
  Field,
  Flex,
  Icon,
  NativeSelect,
  Skeleton,
  Table,
  Text,
  VStack,
} from '@chakra-ui/react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LuArrowDown, LuArrowUp, LuArrowUpDown, LuInbox } from 'react-icons/lu';
import type { ListResponse, Row } from '@cmms/contracts';
import { apiKey } from '../api/api-key';
import { canCallEndpoint } from '../api/endpoint-exists';
import { useApiQuery } from '../api/use-api-query';
import { useAppAbility } from '../auth/use-app-ability';
import { NotAuthorized } from '../layout/not-authorized';
import { PageHeader } from '../layout/page-header';
import { NotFoundPage } from '../layout/not-found-page';
import { useLocalPaging } from '../resources/list/use-local-paging';
import { ListPagination } from '../resources/list/list-pagination';
import { ListToolbar } from '../resources/list/list-toolbar';
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
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState(report.defaultSort ?? '');
  const [order, setOrder] = useState<'asc' | 'desc'>('desc');
  const paging = useLocalPaging();
  const { offset, limit } = paging;
  const [filters, setFilters] = useState<Record<string, string>>({});
  const query = { ...filters, ...report.query, search, sort: sort || undefined, order, offset, limit };
  const { data, isValidating } = useApiQuery<ListResponse<Row>>(apiKey(report.endpoint, {}, query), {
    keepPreviousData: true,
  });
  const title = t(`reports.${report.key}.title`);
  const rows = data?.rows.map((row, index) => ({ ...row, id: typeof row.id === 'number' ? row.id : offset + index }));

  const toggleSort = (sortKey: string) => {
    setOrder(sort === sortKey && order === 'asc' ? 'desc' : 'asc');
    setSort(sortKey);
    paging.reset();
  };

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
          search={search}
          onSearch={(next) => {
            setSearch(next);
            paging.reset();
          }}
          busy={isValidating}
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
                    value={filters[filter.param] ?? ''}
                    onChange={(e) => {
                      setFilters((f) => ({ ...f, [filter.param]: e.target.value }));
                      paging.reset();
                    }}
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
        {rows && rows.length === 0 ? (
          <EmptyState.Root py="14" data-testid="list-empty">
            <EmptyState.Content>
              <EmptyState.Indicator>
                <LuInbox />
              </EmptyState.Indicator>
              <VStack textAlign="center">
                <EmptyState.Title>{t('reports.empty')}</EmptyState.Title>
              </VStack>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <Table.ScrollArea>
            <Table.Root size="sm" interactive data-testid="report-table">
              <Table.Header>
                <Table.Row bg="bg.muted">
                  {report.columns.map((column) => {
                    const active = column.sortKey !== undefined && sort === column.sortKey;
                    const SortIcon = active ? (order === 'asc' ? LuArrowUp : LuArrowDown) : LuArrowUpDown;
                    return (
                      <Table.ColumnHeader
                        key={column.key}
                        py="3"
                        whiteSpace="nowrap"
                        textAlign={column.align ?? 'start'}
                        aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
                      >
                        {column.sortKey ? (
                          <Button
                            variant="plain"
                            size="xs"
                            px="0"
                            fontWeight="semibold"
                            color={active ? 'fg' : 'fg.muted'}
                            onClick={() => toggleSort(column.sortKey!)}
                            data-testid={`sort-${column.key}`}
                          >
                            {t(column.labelKey)}
                            <Icon boxSize="3.5" opacity={active ? 1 : 0.4}>
                              <SortIcon />
                            </Icon>
                          </Button>
                        ) : (
                          <Text fontSize="xs" fontWeight="semibold" color="fg.muted">
                            {t(column.labelKey)}
                          </Text>
                        )}
                      </Table.ColumnHeader>
                    );
                  })}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows === undefined
                  ? Array.from({ length: 6 }, (_, i) => (
                      <Table.Row key={`skeleton-${i}`}>
                        {report.columns.map((column) => (
                          <Table.Cell key={column.key} py="3">
                            <Skeleton h="4" w="20" />
                          </Table.Cell>
                        ))}
                      </Table.Row>
                    ))
                  : rows.map((row) => (
                      <Table.Row key={row.id} data-testid="report-row">
                        {report.columns.map((column) => (
                          <Table.Cell key={column.key} py="2.5" textAlign={column.align ?? 'start'}>
                            {column.render(row, t, i18n.language)}
                          </Table.Cell>
                        ))}
                      </Table.Row>
                    ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
        <ListPagination {...paging.bar(data)} />
      </Box>
    </>
  );
}
