import { useState } from 'react';
import { Box, Button, Flex, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { LuUserMinus, LuUserPlus } from 'react-icons/lu';
import { getResource, type Row } from '@cmms/contracts';
import { touchedBy } from '../api/api-key';
import { callEndpoint } from '../api/http';
import { useRequestCycle } from '../api/use-request-cycle';
import { useAppAbility } from '../auth/use-app-ability';
import { ReferenceSelect } from '../resources/form/reference-select';
import { ConfirmDialog } from '../resources/list/confirm-dialog';
import { DeleteRowButton } from '../components/delete-row-button';
import { ListPagination } from '../resources/list/list-pagination';
import { resourcePath } from '../resources/resource-path';
import { SimpleTable, type SimpleColumn } from '../resources/detail/simple-table';
import { useTable } from '../resources/table/use-table';
import { personName } from './person-name';

const users = getResource('users');
const groups = getResource('groups');

/** A group's members (`GET /groups/:id/members`), with add (a user select) and remove after confirmation. */
export function GroupMembers({ groupId }: { groupId: number }) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const { mutate } = useSWRConfig();
  const [candidate, setCandidate] = useState<number | null>(null);
  const [pickerKey, setPickerKey] = useState(0);
  const [toRemove, setToRemove] = useState<Row | null>(null);
  const table = useTable<Row>({
    endpoint: 'groups.members',
    params: { id: groupId },
    request: ({ offset, limit }) => ({ offset, limit }),
  });
  const action = useRequestCycle();
  const canEdit = ability.can('update', groups.permission);
  // Membership shows in the group (users_count), its member list and the users' rows.
  const refresh = async () => {
    await mutate(touchedBy(groups));
    await mutate(touchedBy(users));
  };

  const add = async () => {
    if (candidate === null) return;
    const outcome = await action.run((signal) =>
      callEndpoint('groups.add-member', { id: groupId }, { method: 'POST', body: { user_id: candidate }, signal }),
    );
    if (outcome.ok) {
      setCandidate(null);
      setPickerKey((k) => k + 1);
    }
    await refresh();
  };

  const remove = async () => {
    if (!toRemove) return;
    const userId = toRemove.id;
    await action.run((signal) =>
      callEndpoint('groups.remove-member', { id: groupId, userId }, { method: 'DELETE', signal }),
    );
    setToRemove(null);
    await refresh();
  };

  const columns: SimpleColumn<Row>[] = [
    {
      key: 'name',
      label: t('groupMembers.name'),
      render: (row) => (
        <ChakraLink asChild colorPalette="teal" fontWeight="semibold">
          <Link to={resourcePath(users, row.id)}>{personName(row)}</Link>
        </ChakraLink>
      ),
    },
    { key: 'username', label: t('resources.users.fields.username'), render: (row) => String(row.username ?? '—') },
    {
      key: 'email',
      label: t('resources.users.fields.email'),
      render: (row) => (
        <Text as="span" dir="ltr">
          {String(row.email ?? '—')}
        </Text>
      ),
    },
  ];
  if (canEdit) {
    columns.push({
      key: 'actions',
      label: t('list.actions'),
      align: 'end',
      render: (row) => (
        <DeleteRowButton
          label={t('groupMembers.remove')}
          icon={<LuUserMinus />}
          onClick={() => setToRemove(row)}
          testId={`member-remove-${row.id}`}
        />
      ),
    });
  }

  return (
    <Stack gap="4" data-testid="group-members">
      {canEdit && (
        <Flex gap="3" align="flex-end" wrap="wrap">
          <Box flex="1" minW="64" maxW="md">
            <Text fontSize="sm" fontWeight="medium" mb="1.5">
              {t('groupMembers.addLabel')}
            </Text>
            <ReferenceSelect
              key={pickerKey}
              id="member-user"
              refName="users"
              value={candidate}
              initialLabel=""
              invalid={false}
              placeholder={t('groupMembers.pickUser')}
              onChange={(value) => setCandidate(value)}
              testId="member-user"
            />
          </Box>
          <Button
            colorPalette="teal"
            disabled={candidate === null}
            loading={action.loading && toRemove === null}
            onClick={() => void add()}
            data-testid="member-add"
          >
            <LuUserPlus />
            {t('groupMembers.add')}
          </Button>
        </Flex>
      )}
      <Box>
        <SimpleTable
          columns={columns}
          rows={table.rows}
          failed={table.failed}
          retry={table.retry}
          emptyText={t('groupMembers.empty')}
          testId="members"
        />
        {table.total > 0 && <ListPagination {...table.pagination} />}
      </Box>
      <ConfirmDialog
        open={toRemove !== null}
        title={t('groupMembers.removeTitle')}
        body={t('groupMembers.removeBody', { name: toRemove ? personName(toRemove) : '' })}
        confirmLabel={t('groupMembers.remove')}
        loading={action.loading}
        onConfirm={() => void remove()}
        onClose={() => setToRemove(null)}
      />
    </Stack>
  );
}
