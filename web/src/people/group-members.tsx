import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { LuUserMinus, LuUserPlus } from 'react-icons/lu';
import { getResource, type Row } from '@cmms/contracts';
import { touchedBy } from '../api/api-key';
import { PickList } from '../components/pick-list/pick-list';
import { resourcePath } from '../resources/resource-path';
import { personName } from './person-name';

const users = getResource('users');
const groups = getResource('groups');

/** A group's members (`GET /groups/:id/members`), with add (a user select) and remove after confirmation. */
export function GroupMembers({ groupId }: { groupId: number }) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  // Membership shows in the group (users_count), its member list and the users' rows.
  const refresh = async () => {
    await mutate(touchedBy(groups));
    await mutate(touchedBy(users));
  };
  return (
    <PickList<Row>
      testId="group-members"
      tableTestId="members"
      source={{ endpoint: 'groups.members', params: { id: groupId } }}
      changed={refresh}
      emptyText={t('groupMembers.empty')}
      add={{
        endpoint: 'groups.add-member',
        params: () => ({ id: groupId }),
        fields: [
          {
            kind: 'reference',
            name: 'user_id',
            id: 'member-user',
            label: t('groupMembers.addLabel'),
            refName: 'users',
            placeholder: t('groupMembers.pickUser'),
            testId: 'member-user',
          },
        ],
        label: t('groupMembers.add'),
        icon: <LuUserPlus />,
        testId: 'member-add',
      }}
      remove={{
        endpoint: 'groups.remove-member',
        params: (row) => ({ id: groupId, userId: row.id }),
        title: t('groupMembers.removeTitle'),
        question: (row) => t('groupMembers.removeBody', { name: personName(row) }),
        label: t('groupMembers.remove'),
        icon: <LuUserMinus />,
        testId: (row) => `member-remove-${row.id}`,
      }}
      columns={[
        {
          key: 'name',
          label: t('groupMembers.name'),
          render: (row) => (
            <ChakraLink asChild colorPalette="teal" fontWeight="semibold">
              <Link to={resourcePath(users, row.id)}>{personName(row)}</Link>
            </ChakraLink>
          ),
        },
        {
          key: 'username',
          label: t('resources.users.fields.username'),
          render: (row) => String(row.username ?? '—'),
        },
        {
          key: 'email',
          label: t('resources.users.fields.email'),
          render: (row) => (
            <Text as="span" dir="ltr">
              {String(row.email ?? '—')}
            </Text>
          ),
        },
      ]}
    />
  );
}
