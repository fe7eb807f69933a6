import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ResourceDecl, Row } from '@cmms/contracts';
import { useAppAbility } from '../../auth/use-app-ability';
import { cellValue } from './cell-value';
import { vocabularyName } from '../../lib/vocabulary-name';
import { countTarget } from './count-target';
import { keyColumnsFirst } from './key-columns';
import type { ListColumn } from './list-columns';
import type { ListState } from './list-state';
import { RowActions, rowActionKit } from './row-actions';
import { resourcePath } from '../resource-path';
import { hasCustomDetail, resourceExtension } from '../extensions/resource-extensions';
import { RecordActionDialog, rowTitle } from '../extensions/record-actions';
import type { RecordAction } from '../extensions/extension-types';
import { DataTable, type TableColumn } from '../table/data-table';
import { RowLink } from '../table/row-link';
import type { TableController } from '../table/use-table';
import { fieldLabelKey } from '../resource-keys';

interface Props {
  resource: ResourceDecl;
  columns: ListColumn[];
  table: TableController<Row, ListState>;
  onDelete: (row: Row) => void;
  onRestore: (row: Row) => void;
}

/** The generic list's table: the declared columns, the extension's, then the row actions. */
export function ListTable({ resource, columns, table, onDelete, onRestore }: Props) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const { state } = table;
  const deleted = state.deleted;
  const navigate = useNavigate();
  // Row handlers through refs: the list page makes new ones on each render, and the columns (hence
  // every memoised row) must stay the same objects while nothing they show has changed.
  const handlers = useRef({ onDelete, onRestore });
  useEffect(() => {
    handlers.current = { onDelete, onRestore };
  });
  // One dialog for the table: the action a row's button opened, and its row.
  const [opened, setOpened] = useState<{ action: RecordAction; row: Row } | null>(null);
  const rules = ability.rules;
  const extension = resourceExtension(resource.name);
  const { allColumns, titleTarget } = useMemo(() => {
    const label = (key: string) => t(fieldLabelKey(resource.name, key));
    const canUpdate = ability.can('update', resource.permission) && !deleted && !resource.readOnly;
    // The title opens the record: its detail screen where it has one (or cannot be edited), else the form.
    const titleTarget = (row: Row): string | null =>
      hasCustomDetail(resource.name) || resource.readOnly || !canUpdate
        ? deleted
          ? null
          : resourcePath(resource, row.id)
        : resourcePath(resource, row.id, 'edit');
    const hasActions = !deleted || ability.can('update', resource.permission);
    // A count opens the list of what it counts, for whoever may read that list.
    const countLink = (key: string, row: Row): string | null => {
      const count = resource.counts?.[key];
      const target = count && !deleted ? countTarget(count) : null;
      if (!target || !ability.can('read', target.resource.permission)) return null;
      return `${resourcePath(target.resource)}?${new URLSearchParams({ [target.param]: String(row.id) })}`;
    };

    const declared: TableColumn<Row>[] = columns.map((column) => ({
      key: column.key,
      label: label(column.key),
      sortKey: column.sortable ? column.sortKey : undefined,
      skeletonWidth: column.isTitle ? '40' : '20',
      render: (row) => {
        const cell = extension.cells?.[column.key];
        if (cell) return cell(row, t);
        if (!column.isTitle) {
          const value = cellValue(
            { resource: resource.name, fieldKey: column.key, field: column.field, value: row[column.rowKey] },
            t,
          );
          const counted = countLink(column.key, row);
          return counted ? (
            <RowLink to={counted} data-testid={`count-link-${column.key}`}>
              {value}
            </RowLink>
          ) : (
            value
          );
        }
        const target = titleTarget(row);
        const title = vocabularyName(t, resource.name, row, String(row[column.rowKey] ?? ''));
        return (
          <div className="cell-title">
            {target ? (
              <RowLink to={target} data-testid="row-title">
                {title}
              </RowLink>
            ) : (
              <span data-testid="row-title">{title}</span>
            )}
          </div>
        );
      },
    }));
    const extra: TableColumn<Row>[] = (extension.columns ?? []).map((column) => ({
      key: column.key,
      label: t(column.labelKey),
      render: (row) => column.render(row, t),
    }));
    const kit = rowActionKit(resource, ability, t, deleted, {
      onDelete: (row) => handlers.current.onDelete(row),
      onRestore: (row) => handlers.current.onRestore(row),
      onAction: (action, row) => setOpened({ action, row }),
    });
    const actions: TableColumn<Row>[] = hasActions
      ? [
          {
            key: 'actions',
            label: t('list.actions'),
            sticky: true,
            render: (row) => <RowActions kit={kit} row={row} />,
          },
        ]
      : [];
    return { allColumns: [...keyColumnsFirst(resource.name, [...declared, ...extra]), ...actions], titleTarget };
    // `rules` changes when the user's ability does (the ability object itself stays the same).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resource, extension, columns, t, ability, rules, deleted]);

  const open = useCallback(
    (row: Row) => {
      const target = titleTarget(row);
      if (target) void navigate(target);
    },
    [titleTarget, navigate],
  );
  const narrowed = Boolean(state.search) || Object.keys(state.filters).length > 0;
  return (
    <>
      {opened && (
        <RecordActionDialog
          action={opened.action}
          row={opened.row}
          title={rowTitle(resource, opened.row)}
          onClose={() => setOpened(null)}
        />
      )}
      <DataTable
        table={table}
        columns={allColumns}
        testId="list-table"
        rowTestId="list-row"
        skeletonRows={Math.min(state.limit, 8)}
        rowTone={extension.rowTone}
        onRowOpen={extension.rowOpens ? open : undefined}
        onCardOpen={open}
        empty={{
          testId: 'list-empty',
          title: narrowed ? t('list.noMatches') : t('list.emptyTitle'),
          text: state.search
            ? t('list.noMatchesText', { search: state.search })
            : narrowed
              ? t('list.noFilterMatches')
              : t('list.emptyText'),
        }}
      />
    </>
  );
}
