import { memo, type CSSProperties, type ReactNode } from 'react';
import { Button, EmptyState, Icon, Table, Text, VStack, useBreakpointValue } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/load-failed';
import { LuArrowDown, LuArrowUp, LuArrowUpDown, LuInbox } from 'react-icons/lu';
import { DataCards } from './data-cards';
import { useRowLinkClicks } from './row-link';
import type { TableColumn, TableView } from './table-types';
import './data-table.css';

export type { TableColumn, TableView } from './table-types';

interface Props<T> {
  table: TableView<T>;
  columns: readonly TableColumn<T>[];
  /** `page`: a screen's main table; `inset`: a bordered table inside a tab or a panel. */
  variant?: 'page' | 'inset';
  testId: string;
  /** Test id of each row (which also carries `data-row-id`); `<testId>-row` by default. */
  rowTestId?: string;
  rowKey?: (row: T) => string | number;
  empty: { title?: string; text?: string; testId?: string };
  skeletonRows?: number;
  interactive?: boolean;
  /** A colour palette that marks a row (an overdue work order), or nothing. */
  rowTone?: (row: T) => string | undefined;
  /** A click on the row itself (not on its links and buttons) opens it. */
  onRowOpen?: (row: T) => void;
  /** What a tap on a phone's card opens when the rows themselves do not (a record's detail). */
  onCardOpen?: (row: T) => void;
}

/** Clicks on a row's own controls keep their meaning; a click elsewhere on it opens the row. */
const onControl = (target: EventTarget) =>
  target instanceof Element && target.closest('a,button,input,select,textarea,[role="menu"]') !== null;

const SPACING = {
  page: { header: '3', cellPadding: '0.625rem', empty: '14', skeletonRows: 6, skeletonWidth: '20' },
  inset: { header: '2.5', cellPadding: '0.5rem', empty: '10', skeletonRows: 4, skeletonWidth: '24' },
} as const;

interface RowProps<T> {
  row: T;
  rowId: string | number;
  columns: readonly TableColumn<T>[];
  testId: string;
  tone: string | undefined;
  onOpen: ((row: T) => void) | undefined;
}

/** One body row: plain elements styled by data-table.css, the cells as the columns render them. */
function DataRowView<T>({ row, rowId, columns, testId, tone, onOpen }: RowProps<T>) {
  // Only a toned row has a style of its own: the cells' padding comes from the body (one custom property,
  // not one per row for the browser to compute).
  const style = tone ? ({ '--data-row-bg': `var(--chakra-colors-${tone}-subtle)` } as CSSProperties) : undefined;
  return (
    <tr
      className="data-row"
      style={style}
      data-testid={testId}
      data-row-id={rowId}
      data-tone={tone}
      data-opens={onOpen ? '' : undefined}
      onClick={onOpen ? (event) => !onControl(event.target) && onOpen(row) : undefined}
    >
      {columns.map((column) => (
        <td
          key={column.key}
          className="data-cell"
          data-align={column.align}
          data-sticky={column.sticky ? '' : undefined}
        >
          {column.render(row)}
        </td>
      ))}
    </tr>
  );
}

/**
 * A loading row: plain cells and bars styled by data-table.css (like Chakra's Table.Cell py="3" and
 * Skeleton h="4"), not a Chakra recipe per cell. Every list paints these first, about eighty of them.
 */
function SkeletonRow<T>({ columns, width }: { columns: readonly TableColumn<T>[]; width: string }) {
  return (
    <tr className="data-row" data-skeleton="">
      {columns.map((column) => (
        <td key={column.key} className="data-cell">
          {!column.sticky && (
            <div
              className="data-skeleton"
              style={{ width: `var(--chakra-spacing-${column.skeletonWidth ?? width})` }}
            />
          )}
        </td>
      ))}
    </tr>
  );
}

/** A row renders again only when its row, columns or tone change (not on every SWR or state change). */
const DataRow = memo(DataRowView) as typeof DataRowView;

const idOf = (row: unknown): string | number => (row as { id: string | number }).id;

/**
 * The one table view of the console: headers (sortable ones as buttons with `aria-sort`), skeleton
 * rows while loading, the empty state, the failed state with a retry, then the rows. A screen's main
 * table reads as cards on a phone, where its columns would not fit.
 */
export function DataTable<T>({
  table,
  columns,
  variant = 'page',
  testId,
  rowTestId = `${testId}-row`,
  rowKey = idOf,
  empty,
  skeletonRows,
  interactive = true,
  rowTone,
  onRowOpen,
  onCardOpen,
}: Props<T>) {
  const { t } = useTranslation();
  const spacing = SPACING[variant];
  const { rows, state, toggleSort } = table;
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const followLink = useRowLinkClicks();

  if (table.failed && rows === undefined) {
    return (
      <LoadFailed
        title={t('list.loadFailed')}
        error={table.error}
        retry={table.retry}
        testId={`${testId}-failed`}
        retryTestId={`${testId}-retry`}
      />
    );
  }

  if (rows && rows.length === 0) {
    return (
      <EmptyState.Root py={spacing.empty} data-testid={empty.testId ?? `${testId}-empty`}>
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuInbox />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            {empty.title && <EmptyState.Title>{empty.title}</EmptyState.Title>}
            {empty.text && <EmptyState.Description>{empty.text}</EmptyState.Description>}
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }

  if (phone && variant === 'page') {
    return (
      <DataCards
        table={table}
        columns={columns}
        testId={testId}
        rowTestId={rowTestId}
        rowKey={rowKey}
        skeletonRows={skeletonRows ?? spacing.skeletonRows}
        rowTone={rowTone}
        onRowOpen={onRowOpen ?? onCardOpen}
        isControl={onControl}
        onClick={followLink}
      />
    );
  }

  const headerText = (label: ReactNode) => (
    <Text as="span" fontSize="xs" fontWeight="semibold" color="fg.muted">
      {label}
    </Text>
  );

  return (
    <Table.ScrollArea
      className="data-scroll"
      {...(variant === 'inset' ? { borderWidth: '1px', borderRadius: 'lg' } : {})}
    >
      <Table.Root size="sm" interactive={interactive} data-testid={testId} onClick={followLink}>
        <Table.Header>
          <Table.Row bg="bg.muted">
            {columns.map((column) => {
              const sortable = column.sortKey !== undefined && toggleSort !== undefined;
              const active = sortable && state?.sort === column.sortKey;
              const SortIcon = active ? (state?.order === 'asc' ? LuArrowUp : LuArrowDown) : LuArrowUpDown;
              return (
                <Table.ColumnHeader
                  key={column.key}
                  py={spacing.header}
                  whiteSpace="nowrap"
                  textAlign={column.sticky ? 'end' : (column.align ?? 'start')}
                  aria-sort={active ? (state?.order === 'asc' ? 'ascending' : 'descending') : undefined}
                  {...(column.sticky ? { position: 'sticky', insetEnd: '0', bg: 'bg.muted', 'data-sticky': '' } : {})}
                >
                  {sortable ? (
                    <Button
                      variant="plain"
                      size="xs"
                      px="0"
                      fontWeight="semibold"
                      color={active ? 'fg' : 'fg.muted'}
                      onClick={() => toggleSort(column.sortKey!)}
                      data-testid={`sort-${column.key}`}
                    >
                      {column.label}
                      <Icon boxSize="3.5" opacity={active ? 1 : 0.4}>
                        <SortIcon />
                      </Icon>
                    </Button>
                  ) : (
                    headerText(column.label)
                  )}
                </Table.ColumnHeader>
              );
            })}
          </Table.Row>
        </Table.Header>
        <Table.Body style={{ '--data-cell-py': spacing.cellPadding } as CSSProperties}>
          {rows === undefined
            ? Array.from({ length: skeletonRows ?? spacing.skeletonRows }, (_, i) => (
                <SkeletonRow key={`skeleton-${i}`} columns={columns} width={spacing.skeletonWidth} />
              ))
            : rows.map((row) => (
                <DataRow
                  key={rowKey(row)}
                  row={row}
                  rowId={rowKey(row)}
                  columns={columns}
                  testId={rowTestId}
                  tone={rowTone?.(row)}
                  onOpen={onRowOpen}
                />
              ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
