import { Box, Button, EmptyState, Icon, Skeleton, Table, Text, VStack } from '@chakra-ui/react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LuArrowDown, LuArrowUp, LuArrowUpDown, LuInbox } from 'react-icons/lu';
import type { ResourceDecl, Row } from '@cmms/contracts';
import { useAppAbility } from '../../auth/use-app-ability';
import { CellValue } from './cell-value';
import type { ListColumn } from './list-columns';
import type { ListState } from './list-state';
import { RowActions } from './row-actions';
import { resourcePath } from '../resource-path';
import { hasCustomDetail, resourceExtension } from '../extensions/resource-extensions';

interface Props {
  resource: ResourceDecl;
  columns: ListColumn[];
  rows: Row[] | undefined;
  state: ListState;
  onSort: (key: string) => void;
  onDelete: (row: Row) => void;
  onRestore: (row: Row) => void;
}

export function ListTable({ resource, columns, rows, state, onSort, onDelete, onRestore }: Props) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const label = (key: string) => t(`resources.${resource.name}.fields.${key}`);
  const canUpdate = ability.can('update', resource.permission) && !state.deleted && !resource.readOnly;
  // The title opens the record: its detail screen where it has one (or cannot be edited), else the form.
  const titleTarget = (row: Row): string | null =>
    hasCustomDetail(resource.name) || resource.readOnly || !canUpdate
      ? state.deleted
        ? null
        : resourcePath(resource, row.id)
      : resourcePath(resource, row.id, 'edit');
  const hasActions = !state.deleted || ability.can('update', resource.permission);
  const extension = resourceExtension(resource.name);
  const extraColumns = extension.columns ?? [];
  const navigate = useNavigate();
  // A click on the row itself opens it; its links and buttons keep their own click.
  const openRow = (row: Row, target: EventTarget) => {
    const to = titleTarget(row);
    if (extension.rowOpens && to && !(target instanceof Element && target.closest('a,button,input,[role="menu"]')))
      void navigate(to);
  };

  if (rows && rows.length === 0) {
    const narrowed = Boolean(state.search) || Object.keys(state.filters).length > 0;
    return (
      <EmptyState.Root py="14" data-testid="list-empty">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuInbox />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title>{narrowed ? t('list.noMatches') : t('list.emptyTitle')}</EmptyState.Title>
            <EmptyState.Description>
              {state.search
                ? t('list.noMatchesText', { search: state.search })
                : narrowed
                  ? t('list.noFilterMatches')
                  : t('list.emptyText')}
            </EmptyState.Description>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }

  return (
    <Table.ScrollArea>
      <Table.Root size="sm" interactive data-testid="list-table">
        <Table.Header>
          <Table.Row bg="bg.muted">
            {columns.map((column) => {
              const active = state.sort === column.sortKey;
              const SortIcon = active ? (state.order === 'asc' ? LuArrowUp : LuArrowDown) : LuArrowUpDown;
              return (
                <Table.ColumnHeader
                  key={column.key}
                  py="3"
                  whiteSpace="nowrap"
                  aria-sort={active ? (state.order === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {column.sortable ? (
                    <Button
                      variant="plain"
                      size="xs"
                      px="0"
                      fontWeight="semibold"
                      color={active ? 'fg' : 'fg.muted'}
                      onClick={() => onSort(column.sortKey)}
                      data-testid={`sort-${column.key}`}
                    >
                      {label(column.key)}
                      <Icon boxSize="3.5" opacity={active ? 1 : 0.4}>
                        <SortIcon />
                      </Icon>
                    </Button>
                  ) : (
                    <Text fontSize="xs" fontWeight="semibold" color="fg.muted">
                      {label(column.key)}
                    </Text>
                  )}
                </Table.ColumnHeader>
              );
            })}
            {extraColumns.map((column) => (
              <Table.ColumnHeader key={column.key} py="3" whiteSpace="nowrap">
                <Text fontSize="xs" fontWeight="semibold" color="fg.muted">
                  {t(column.labelKey)}
                </Text>
              </Table.ColumnHeader>
            ))}
            {hasActions && (
              // The actions stay in view when a wide table scrolls sideways.
              <Table.ColumnHeader textAlign="end" position="sticky" insetEnd="0" bg="bg.muted">
                <Text fontSize="xs" fontWeight="semibold" color="fg.muted">
                  {t('list.actions')}
                </Text>
              </Table.ColumnHeader>
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows === undefined
            ? Array.from({ length: Math.min(state.limit, 8) }, (_, i) => (
                <Table.Row key={`skeleton-${i}`}>
                  {columns.map((column) => (
                    <Table.Cell key={column.key} py="3">
                      <Skeleton h="4" w={column.isTitle ? '40' : '20'} />
                    </Table.Cell>
                  ))}
                  {extraColumns.map((column) => (
                    <Table.Cell key={column.key} py="3">
                      <Skeleton h="4" w="20" />
                    </Table.Cell>
                  ))}
                  {hasActions && <Table.Cell />}
                </Table.Row>
              ))
            : rows.map((row) => (
                <Table.Row
                  key={row.id}
                  data-testid="list-row"
                  data-row-id={row.id}
                  data-tone={extension.rowTone?.(row)}
                  bg={extension.rowTone?.(row) ? `${extension.rowTone(row)}.subtle` : undefined}
                  cursor={extension.rowOpens ? 'pointer' : undefined}
                  onClick={(event) => openRow(row, event.target)}
                >
                  {columns.map((column) => (
                    <Table.Cell key={column.key} py="2.5">
                      {extension.cells?.[column.key] ? (
                        extension.cells[column.key]!(row)
                      ) : column.isTitle ? (
                        <Box fontWeight="semibold">
                          {titleTarget(row) ? (
                            <Link to={titleTarget(row)!} data-testid="row-title">
                              <Text _hover={{ color: 'teal.fg', textDecoration: 'underline' }}>
                                {String(row[column.rowKey] ?? '')}
                              </Text>
                            </Link>
                          ) : (
                            <Text data-testid="row-title">{String(row[column.rowKey] ?? '')}</Text>
                          )}
                        </Box>
                      ) : (
                        <CellValue
                          resource={resource.name}
                          fieldKey={column.key}
                          field={column.field}
                          value={row[column.rowKey]}
                        />
                      )}
                    </Table.Cell>
                  ))}
                  {extraColumns.map((column) => (
                    <Table.Cell key={column.key} py="2.5">
                      {column.render(row)}
                    </Table.Cell>
                  ))}
                  {hasActions && (
                    <Table.Cell textAlign="end" py="1" position="sticky" insetEnd="0" bg="bg.panel">
                      <RowActions
                        resource={resource}
                        row={row}
                        deletedView={state.deleted}
                        onDelete={onDelete}
                        onRestore={onRestore}
                      />
                    </Table.Cell>
                  )}
                </Table.Row>
              ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
