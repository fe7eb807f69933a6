import { HStack, IconButton } from '@chakra-ui/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LuEye, LuPencil, LuRotateCcw } from 'react-icons/lu';
import { DeleteRowButton } from '../../components/delete-row-button';
import type { ResourceDecl, Row } from '@cmms/contracts';
import { useAppAbility } from '../../auth/use-app-ability';
import { resourcePath } from '../resource-path';
import { resourceExtension } from '../extensions/resource-extensions';
import { RecordActions, rowTitle } from '../extensions/record-actions';

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
      <IconButton
        size="sm"
        variant="ghost"
        colorPalette="teal"
        aria-label={t('list.restore')}
        title={t('list.restore')}
        onClick={() => onRestore(row)}
        data-testid={`row-restore-${row.id}`}
      >
        <LuRotateCcw />
      </IconButton>
    );
  }
  const extra = (resourceExtension(resource.name).actions ?? []).filter((action) => !action.detailOnly);
  return (
    <HStack gap="1" justify="flex-end">
      {extra.length > 0 && <RecordActions actions={extra} row={row} title={rowTitle(resource, row)} variant="icon" />}
      <IconButton
        size="sm"
        variant="ghost"
        aria-label={t('list.view')}
        title={t('list.view')}
        asChild
        data-testid={`row-view-${row.id}`}
      >
        <Link to={resourcePath(resource, row.id)}>
          <LuEye />
        </Link>
      </IconButton>
      {canUpdate && actions.update !== false && (
        <IconButton
          size="sm"
          variant="ghost"
          aria-label={t('list.edit')}
          title={t('list.edit')}
          asChild
          data-testid={`row-edit-${row.id}`}
        >
          <Link to={resourcePath(resource, row.id, 'edit')}>
            <LuPencil />
          </Link>
        </IconButton>
      )}
      {canDelete && <DeleteRowButton onClick={() => onDelete(row)} testId={`row-delete-${row.id}`} />}
    </HStack>
  );
}
