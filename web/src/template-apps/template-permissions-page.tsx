import { useEffect, useState } from 'react';
import { Badge, Box, Button, Flex, HStack, IconButton, Input, InputGroup, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { TEMPLATE_PERMISSION_ROLES, type TemplatePermission } from '@cmms/contracts';
import { LuPencil, LuPlus, LuSearch } from 'react-icons/lu';
import { callEndpoint } from '../api/http';
import { asEnvelope } from '../api/request-cycle';
import { useRequestCycle } from '../api/use-request-cycle';
import { useAppAbility } from '../auth/use-app-ability';
import { DeleteRowButton } from '../components/delete-row-button';
import { NotAuthorized } from '../layout/not-authorized';
import { PageHeader } from '../layout/page-header';
import { ShownDate } from '../lib/shown-date';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { notify } from '../toast/notify';
import { ConfirmDialog } from '../resources/list/confirm-dialog';
import { ListPagination } from '../resources/list/list-pagination';
import { SimpleTable, type SimpleColumn } from '../resources/detail/simple-table';
import { useTable } from '../resources/table/use-table';
import type { TableState } from '../resources/table/table-state';
import { PermissionNameDialog } from './permission-name-dialog';
import { canEditTemplatePermissions, canUseTemplatePermissions } from './template-permissions-access';
import { templateDateTime } from './template-date';

interface PermissionsData {
  permissions: TemplatePermission[];
  total: number;
}

const ROLE_PALETTE: Record<string, string> = {
  administrator: 'purple',
  manager: 'orange',
  technician: 'teal',
  viewer: 'gray',
  support: 'blue',
};

/** A stored role the catalogue does not know still shows, by its raw name. */
const isKnownRole = (role: string): role is (typeof TEMPLATE_PERMISSION_ROLES)[number] =>
  (TEMPLATE_PERMISSION_ROLES as readonly string[]).includes(role);

/** The template app's permissions (spec points 6 and 7): search, page, add, rename, delete. */
export function TemplatePermissionsPage() {
  const ability = useAppAbility();
  if (!canUseTemplatePermissions(ability)) return <NotAuthorized />;
  return <TemplatePermissions />;
}

function TemplatePermissions() {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const canEdit = canEditTemplatePermissions(ability);
  const { mutate } = useSWRConfig();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text);
  const [dialog, setDialog] = useState<{ mode: 'add' } | { mode: 'rename'; row: TemplatePermission } | null>(null);
  const [toDelete, setToDelete] = useState<TemplatePermission | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  // The template's API pages by page number and size, and searches by `q`.
  const table = useTable<TemplatePermission, TableState, PermissionsData>({
    endpoint: 'apps.permissions.data',
    request: (s) => ({ q: s.search, page: s.offset / s.limit + 1, perPage: s.limit }),
    rowsOf: (data) => data.permissions,
    totalOf: (data) => data.total,
  });
  const { setSearch } = table;
  const action = useRequestCycle();

  useEffect(() => setSearch(q), [q, setSearch]);

  const refresh = () => mutate((key) => Array.isArray(key) && key[0] === 'apps.permissions.data');

  /** Template answers may be bare objects: then the console says what happened itself. */
  const done = async (outcome: { ok: boolean; data: unknown }, text: string) => {
    if (outcome.ok && asEnvelope(outcome.data) === null) notify('success', text);
    await refresh();
    return outcome.ok;
  };

  const submit = async (name: string, assignedTo: string[]) => {
    if (!dialog) return;
    if (!name) {
      setNameError(t('templatePermissions.nameRequired'));
      return;
    }
    setNameError(null);
    const outcome =
      dialog.mode === 'add'
        ? await action.run((signal) =>
            callEndpoint(
              'apps.permissions.add',
              {},
              { method: 'POST', body: { permission: { name, assignedTo } }, signal },
            ),
          )
        : await action.run((signal) =>
            callEndpoint('apps.permissions.update', {}, { method: 'POST', body: { id: dialog.row.id, name }, signal }),
          );
    const ok = await done(
      outcome,
      dialog.mode === 'add' ? t('templatePermissions.added') : t('templatePermissions.renamed'),
    );
    if (ok) setDialog(null);
  };

  const remove = async () => {
    if (!toDelete) return;
    const id = toDelete.id;
    const outcome = await action.run((signal) =>
      callEndpoint('apps.permissions.delete', {}, { method: 'DELETE', query: { id }, body: { id }, signal }),
    );
    await done(outcome, t('templatePermissions.deleted'));
    setToDelete(null);
  };

  const columns: SimpleColumn<TemplatePermission>[] = [
    {
      key: 'name',
      label: t('templatePermissions.name'),
      render: (row) => <Text fontWeight="semibold">{row.name}</Text>,
    },
    {
      key: 'assignedTo',
      label: t('templatePermissions.assignedTo'),
      render: (row) => (
        <Wrap gap="1">
          {(row.assignedTo ?? []).map((role) => (
            <Badge key={role} variant="subtle" colorPalette={ROLE_PALETTE[role] ?? 'gray'}>
              {isKnownRole(role) ? t(`templatePermissions.roles.${role}`) : role}
            </Badge>
          ))}
        </Wrap>
      ),
    },
    {
      key: 'createdDate',
      label: t('templatePermissions.createdDate'),
      // The template's dates are English text ("3 Aug 2026, 8:00 AM"): shown like every other date.
      render: (row) => <ShownDate value={templateDateTime(row.createdDate)} />,
    },
  ];
  if (canEdit) {
    columns.push({
      key: 'actions',
      label: t('list.actions'),
      align: 'end',
      render: (row) => (
        <HStack gap="1" justify="flex-end">
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={t('templatePermissions.rename')}
            title={t('templatePermissions.rename')}
            onClick={() => {
              setNameError(null);
              setDialog({ mode: 'rename', row });
            }}
            data-testid={`permission-rename-${row.id}`}
          >
            <LuPencil />
          </IconButton>
          <DeleteRowButton onClick={() => setToDelete(row)} testId={`permission-delete-${row.id}`} />
        </HStack>
      ),
    });
  }

  return (
    <>
      <PageHeader
        title={t('templatePermissions.title')}
        subtitle={t('templatePermissions.subtitle')}
        crumbs={[
          { label: t('menu.dashboard'), to: '/' },
          { label: t('menu.apps') },
          { label: t('templatePermissions.title') },
        ]}
        actions={
          canEdit && (
            <Button
              colorPalette="teal"
              onClick={() => {
                setNameError(null);
                setDialog({ mode: 'add' });
              }}
              data-testid="permission-add"
            >
              <LuPlus />
              {t('templatePermissions.add')}
            </Button>
          )
        }
      />
      <Box
        bg="bg.panel"
        borderWidth="1px"
        borderRadius="xl"
        boxShadow="xs"
        overflow="hidden"
        data-testid="template-permissions"
      >
        <Flex px="4" py="3" borderBottomWidth="1px">
          <InputGroup maxW="sm" startElement={<LuSearch />}>
            <Input
              type="search"
              placeholder={t('list.search')}
              aria-label={t('list.search')}
              value={text}
              onChange={(e) => setText(e.target.value)}
              data-testid="permission-search"
            />
          </InputGroup>
        </Flex>
        <Box p="4" opacity={table.validating && table.rows ? 0.7 : 1}>
          <SimpleTable
            columns={columns}
            rows={table.rows}
            failed={table.failed}
            retry={table.retry}
            emptyText={t('templatePermissions.empty')}
            testId="permissions"
          />
        </Box>
        <ListPagination {...table.pagination} />
      </Box>
      {dialog && (
        <PermissionNameDialog
          key={dialog.mode === 'rename' ? `rename-${dialog.row.id}` : 'add'}
          mode={dialog.mode}
          initialName={dialog.mode === 'rename' ? dialog.row.name : ''}
          loading={action.loading}
          error={nameError}
          onSubmit={(name, assignedTo) => void submit(name, assignedTo)}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('templatePermissions.deleteTitle')}
        body={t('list.deleteBody', { name: toDelete?.name ?? '' })}
        confirmLabel={t('list.delete')}
        loading={action.loading}
        onConfirm={() => void remove()}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
