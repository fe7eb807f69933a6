import { useTranslation } from 'react-i18next';
import { LuEye, LuPencil, LuRotateCcw, LuTrash2 } from 'react-icons/lu';
import type { ResourceDecl, Row } from '@cmms/contracts';
import { useAppAbility } from '../../auth/use-app-ability';
import { resourcePath } from '../resource-path';
import { resourceExtension } from '../extensions/resource-extensions';
import { RecordActions, rowTitle } from '../extensions/record-actions';
import { RowActionButton, RowActionLink } from '../table/row-action';

/** Edit, delete and restore, each only when the ability and the row's `available_actions` allow it. */
export function RowActions({
  resource,
  row,
  deletedView,
  onDelete,
  onRestore,
}: {
  resource: ResourceDecl;
  row: Row;
  deletedView: boolean;
  onDelete: (row: Row) => void;
  onRestore: (row: Row) => void;
}) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const actions = row.available_actions ?? {};
  const canUpdate = ability.can('update', resource.permission) && !resource.readOnly;
  const canDelete = ability.can('delete', resource.permission) && actions.delete !== false && !resource.readOnly;
  if (deletedView) {
    if (!resource.restorable || !canUpdate || actions.restore === false) return null;
    return (
      <RowActionButton
        label={t('list.restore')}
        icon={<LuRotateCcw />}
        palette="teal"
        onClick={() => onRestore(row)}
        testId={`row-restore-${row.id}`}
      />
    );
  }
  const extra = (resourceExtension(resource.name).actions ?? []).filter((action) => !action.detailOnly);
  return (
    <div className="row-actions">
      {extra.length > 0 && <RecordActions actions={extra} row={row} title={rowTitle(resource, row)} variant="icon" />}
      <RowActionLink
        label={t('list.view')}
        icon={<LuEye />}
        to={resourcePath(resource, row.id)}
        testId={`row-view-${row.id}`}
      />
      {canUpdate && actions.update !== false && (
        <RowActionLink
          label={t('list.edit')}
          icon={<LuPencil />}
          to={resourcePath(resource, row.id, 'edit')}
          testId={`row-edit-${row.id}`}
        />
      )}
      {canDelete && (
        <RowActionButton
          label={t('list.delete')}
          icon={<LuTrash2 />}
          palette="red"
          onClick={() => onDelete(row)}
          testId={`row-delete-${row.id}`}
        />
      )}
    </div>
  );
}
