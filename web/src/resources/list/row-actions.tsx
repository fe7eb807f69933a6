import type { TFunction } from 'i18next';
import { LuEye, LuPencil, LuRotateCcw, LuTrash2 } from 'react-icons/lu';
import { MaskIcon } from '../table/mask-icon';
import type { AppAbility, ResourceDecl, Row } from '@cmms/contracts';
import { resourcePath } from '../resource-path';
import { resourceExtension } from '../extensions/resource-extensions';
import { mayRun } from '../extensions/record-actions';
import type { RecordAction } from '../extensions/extension-types';
import { RowActionButton, RowActionLink } from '../table/row-action';

/**
 * What every row's actions share, worked out once per table: the labels in the user's language, what
 * the ability allows, the feature's actions the user may run. A row then runs no hook of its own.
 */
export interface RowActionKit {
  resource: ResourceDecl;
  deletedView: boolean;
  labels: { view: string; edit: string; delete: string; restore: string };
  canUpdate: boolean;
  canDelete: boolean;
  extra: readonly { action: RecordAction; label: string }[];
  onDelete: (row: Row) => void;
  onRestore: (row: Row) => void;
  onAction: (action: RecordAction, row: Row) => void;
}

export function rowActionKit(
  resource: ResourceDecl,
  ability: AppAbility,
  t: TFunction,
  deletedView: boolean,
  on: Pick<RowActionKit, 'onDelete' | 'onRestore' | 'onAction'>,
): RowActionKit {
  const extra = (resourceExtension(resource.name).actions ?? []).filter(
    (action) => !action.detailOnly && mayRun(ability, action),
  );
  return {
    resource,
    deletedView,
    labels: { view: t('list.view'), edit: t('list.edit'), delete: t('list.delete'), restore: t('list.restore') },
    canUpdate: ability.can('update', resource.permission) && !resource.readOnly,
    canDelete: ability.can('delete', resource.permission) && !resource.readOnly,
    extra: extra.map((action) => ({ action, label: t(action.labelKey) })),
    ...on,
  };
}

/** Edit, delete and restore, each only when the ability and the row's `available_actions` allow it. */
export function RowActions({ kit, row }: { kit: RowActionKit; row: Row }) {
  const { resource, labels } = kit;
  const actions = row.available_actions ?? {};
  if (kit.deletedView) {
    if (!resource.restorable || !kit.canUpdate || actions.restore === false) return null;
    return (
      <RowActionButton
        label={labels.restore}
        icon={<MaskIcon icon={LuRotateCcw} />}
        palette="teal"
        onClick={() => kit.onRestore(row)}
        testId={`row-restore-${row.id}`}
      />
    );
  }
  return (
    <div className="row-actions">
      {kit.extra.map(({ action, label }) => {
        if (action.available && !action.available(row)) return null;
        return (
          <RowActionButton
            key={action.key}
            label={label}
            icon={<MaskIcon icon={action.icon} />}
            palette={action.palette ?? 'teal'}
            onClick={() => kit.onAction(action, row)}
            testId={`row-${action.key}-${row.id}`}
          />
        );
      })}
      <RowActionLink
        label={labels.view}
        icon={<MaskIcon icon={LuEye} />}
        to={resourcePath(resource, row.id)}
        testId={`row-view-${row.id}`}
      />
      {kit.canUpdate && actions.update !== false && (
        <RowActionLink
          label={labels.edit}
          icon={<MaskIcon icon={LuPencil} />}
          to={resourcePath(resource, row.id, 'edit')}
          testId={`row-edit-${row.id}`}
        />
      )}
      {kit.canDelete && actions.delete !== false && (
        <RowActionButton
          label={labels.delete}
          icon={<MaskIcon icon={LuTrash2} />}
          palette="red"
          onClick={() => kit.onDelete(row)}
          testId={`row-delete-${row.id}`}
        />
      )}
    </div>
  );
}
