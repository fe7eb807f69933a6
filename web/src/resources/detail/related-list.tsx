import { Box, Link as ChakraLink } from '@chakra-ui/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { findResource, type EndpointId, type Row } from '@cmms/contracts';
import type { Query } from '../../api/http';
import { CellValue } from '../list/cell-value';
import { keyColumnsFirst } from '../list/key-columns';
import { listColumns } from '../list/list-columns';
import { ListPagination } from '../list/list-pagination';
import { useTable } from '../table/use-table';
import { resourcePath } from '../resource-path';
import { SimpleTable, type SimpleColumn } from './simple-table';
import { fieldLabelKey } from '../resource-keys';

const MAX_COLUMNS = 6;

/**
 * A declared resource's rows shown with its own list columns, key ones first, the title opening the
 * record; without the columns `omit` names (a customer's contracts say nothing by their customer).
 */
export function useResourceColumns(name: string | undefined, omit: readonly string[] = []): SimpleColumn<Row>[] {
  const { t } = useTranslation();
  const resource = name ? findResource(name) : undefined;
  if (!resource) return [{ key: 'name', label: t('assets.name'), render: (row) => String(row.name ?? `#${row.id}`) }];
  return keyColumnsFirst(
    resource.name,
    listColumns(resource).filter((column) => !omit.includes(column.key)),
  )
    .slice(0, MAX_COLUMNS)
    .map((column) => ({
      key: column.key,
      label: t(fieldLabelKey(resource.name, column.key)),
      render: (row: Row) =>
        column.isTitle ? (
          <ChakraLink asChild colorPalette="teal" fontWeight="semibold">
            <Link to={resourcePath(resource, row.id)}>{String(row[column.rowKey] ?? `#${row.id}`)}</Link>
          </ChakraLink>
        ) : (
          <CellValue resource={resource.name} fieldKey={column.key} field={column.field} value={row[column.rowKey]} />
        ),
    }));
}

/**
 * A paged `{total, rows}` list inside a detail tab (a location's assets, a license's seats, an
 * accessory's checkouts): the columns given, or those of the resource the rows belong to.
 */
export function RelatedList({
  endpoint,
  params = {},
  query = {},
  resource,
  omit,
  columns,
  extraColumns = [],
  emptyText,
  testId,
  keyOf,
}: {
  endpoint: EndpointId;
  params?: Record<string, string | number>;
  query?: Query;
  /** Registry name of the rows' resource, for its columns. */
  resource?: string;
  /** The resource's columns that say nothing here: the one the tab is scoped by. */
  omit?: readonly string[];
  columns?: SimpleColumn<Row>[];
  /** Added after the columns (actions). */
  extraColumns?: SimpleColumn<Row>[];
  emptyText?: string;
  testId: string;
  /** The row's key when `id` is not unique (a component's assets carry the asset id). */
  keyOf?: (row: Row) => number;
}) {
  const { t } = useTranslation();
  const table = useTable<Row>({ endpoint, params, query, request: ({ offset, limit }) => ({ offset, limit }) });
  const { offset } = table.state;
  const resourceColumns = useResourceColumns(resource, omit);
  // Rows without an id of their own (log lines) get their position as key.
  // `position` is the row's place in the whole list, from 1 (seats are numbered by it).
  const rows = table.rows?.map((row, index) => ({
    ...row,
    id: keyOf ? keyOf(row) : typeof row.id === 'number' ? row.id : offset + index,
    position: offset + index + 1,
  }));
  return (
    <Box data-testid={testId}>
      <SimpleTable
        columns={[...(columns ?? resourceColumns), ...extraColumns]}
        rows={rows}
        failed={table.failed}
        retry={table.retry}
        emptyText={emptyText ?? t('assets.emptyRelated')}
        testId={`${testId}-table`}
      />
      {table.total > 0 && <ListPagination {...table.pagination} />}
    </Box>
  );
}
