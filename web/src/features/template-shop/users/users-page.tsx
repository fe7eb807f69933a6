import { useEffect, useState } from 'react';
import { Badge, Box, Button, Flex, Input, InputGroup, NativeSelect, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  TEMPLATE_USER_PLANS,
  TEMPLATE_USER_ROLES,
  TEMPLATE_USER_STATUSES,
  type TemplateUser,
} from '@cmms/contracts/template-shop/schemas';
import { LuPlus, LuSearch } from 'react-icons/lu';
import { canCallEndpoint } from '../../../api/endpoint-exists';
import { useAppAbility } from '../../../auth/use-app-ability';
import { DeleteRowButton } from '../../../components/delete-row-button';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { NotAuthorized } from '../../../layout/not-authorized';
import { PageHeader } from '../../../layout/page-header';
import { ConfirmDialog } from '../../../resources/list/confirm-dialog';
import { ListPagination } from '../../../resources/list/list-pagination';
import { DataTable, type TableColumn } from '../../../resources/table/data-table';
import type { TableState } from '../../../resources/table/table-state';
import { useTable } from '../../../resources/table/use-table';
import { userPath } from '../paths';
import { useShopMutation } from '../shop-data';
import { UserDrawer } from './user-drawer';
import { useUserValue } from './user-value';

interface UsersAnswer {
  users: TemplateUser[];
  total: number;
}

const USERS = ['apps.users.'] as const;
const STATUS_PALETTE: Record<string, string> = { active: 'green', inactive: 'gray', pending: 'orange' };
const FILTERS = [
  ['role', TEMPLATE_USER_ROLES],
  ['currentPlan', TEMPLATE_USER_PLANS],
  ['status', TEMPLATE_USER_STATUSES],
] as const;

/** The template's users app (§5): the firm's staff and customer contacts. */
export function UsersPage() {
  const ability = useAppAbility();
  if (!canCallEndpoint(ability, 'apps.users.list')) return <NotAuthorized />;
  return <Users />;
}

function Users() {
  const { t } = useTranslation('template-shop');
  const ability = useAppAbility();
  const value = useUserValue();
  const canAdd = canCallEndpoint(ability, 'apps.users.add');
  const canDelete = canCallEndpoint(ability, 'apps.users.delete');
  const [text, setText] = useState('');
  const q = useDebouncedValue(text);
  const [adding, setAdding] = useState(false);
  const [toDelete, setToDelete] = useState<TemplateUser | null>(null);
  const { call, loading } = useShopMutation(USERS);
  const table = useTable<TemplateUser, TableState, UsersAnswer>({
    endpoint: 'apps.users.list',
    initial: { sort: 'fullName', order: 'asc' },
    request: (s) => ({
      ...s.filters,
      q: s.search,
      sortColumn: s.sort || undefined,
      sort: s.order,
      page: s.offset / s.limit + 1,
      perPage: s.limit,
    }),
    rowsOf: (data) => data.users,
    totalOf: (data) => data.total,
  });
  const { setSearch } = table;
  useEffect(() => setSearch(q), [q, setSearch]);

  const remove = async () => {
    if (!toDelete) return;
    const id = toDelete.id;
    await call('apps.users.delete', { method: 'DELETE', query: { id }, body: { id } });
    setToDelete(null);
  };

  const columns: TableColumn<TemplateUser>[] = [
    {
      key: 'fullName',
      label: t('users.user'),
      sortKey: 'fullName',
      render: (row) => (
        <Box>
          <Link to={userPath(row.id)}>
            <Text fontWeight="semibold" _hover={{ textDecoration: 'underline' }}>
              {row.fullName}
            </Text>
          </Link>
          <Text fontSize="xs" color="fg.muted">
            {row.email}
          </Text>
        </Box>
      ),
    },
    { key: 'role', label: t('users.role'), sortKey: 'role', render: (row) => value('role', row.role) },
    {
      key: 'currentPlan',
      label: t('users.plan'),
      sortKey: 'currentPlan',
      render: (row) => value('currentPlan', row.currentPlan),
    },
    { key: 'billing', label: t('users.billing'), sortKey: 'billing', render: (row) => row.billing },
    {
      key: 'status',
      label: t('users.status'),
      sortKey: 'status',
      render: (row) => (
        <Badge variant="subtle" colorPalette={STATUS_PALETTE[row.status] ?? 'gray'}>
          {value('status', row.status)}
        </Badge>
      ),
    },
  ];
  if (canDelete)
    columns.push({
      key: 'actions',
      label: t('common.actions'),
      align: 'end',
      render: (row) => <DeleteRowButton onClick={() => setToDelete(row)} testId={`user-delete-${row.id}`} />,
    });

  return (
    <>
      <PageHeader
        title={t('users.title')}
        subtitle={t('users.subtitle')}
        crumbs={[{ label: t('common.dashboard'), to: '/' }, { label: t('common.apps') }, { label: t('users.title') }]}
        actions={
          canAdd && (
            <Button colorPalette="teal" onClick={() => setAdding(true)} data-testid="user-add">
              <LuPlus />
              {t('users.add')}
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
        data-testid="template-users"
      >
        <Flex px="4" py="3" gap="3" borderBottomWidth="1px" wrap="wrap">
          <InputGroup maxW="sm" startElement={<LuSearch />}>
            <Input
              type="search"
              placeholder={t('common.search')}
              aria-label={t('common.search')}
              value={text}
              onChange={(e) => setText(e.target.value)}
              data-testid="user-search"
            />
          </InputGroup>
          {FILTERS.map(([param, options]) => (
            <NativeSelect.Root key={param} width="auto" size="md">
              <NativeSelect.Field
                aria-label={t(`users.filter.${param}`)}
                value={table.state.filters[param] ?? ''}
                onChange={(e) => table.setFilter(param, e.target.value)}
                data-testid={`user-filter-${param}`}
              >
                <option value="">{t(`users.filter.${param}`)}</option>
                {options.map((option) => (
                  <option key={option} value={option}>
                    {value(param, option)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          ))}
        </Flex>
        <Box opacity={table.validating && table.rows ? 0.7 : 1}>
          <DataTable table={table} columns={columns} testId="users" empty={{ text: t('users.empty') }} />
        </Box>
        <ListPagination {...table.pagination} />
      </Box>
      {adding && (
        <UserDrawer
          saving={loading}
          onClose={() => setAdding(false)}
          onSave={async (user) => {
            const outcome = await call('apps.users.add', { method: 'POST', body: user });
            if (outcome.ok) setAdding(false);
            return outcome.ok ? null : outcome.error;
          }}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('users.deleteTitle')}
        body={t('common.deleteBody', { name: toDelete?.fullName ?? '' })}
        confirmLabel={t('common.delete')}
        loading={loading}
        onConfirm={() => void remove()}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
