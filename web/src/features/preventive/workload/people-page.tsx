import { useState } from 'react';
import { Badge, Box, Button, Flex, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuPencil } from 'react-icons/lu';
import type { PersonRow } from '@cmms/contracts';
import { canCallEndpoint } from '../../../api/endpoint-exists';
import { useAppAbility } from '../../../auth/use-app-ability';
import { NotAuthorized } from '../../../layout/not-authorized';
import { PageHeader } from '../../../layout/page-header';
import { ListPagination } from '../../../resources/list/list-pagination';
import { ListToolbar } from '../../../resources/list/list-toolbar';
import { DataTable, type TableColumn } from '../../../resources/table/data-table';
import { useTable } from '../../../resources/table/use-table';
import { dayName } from '../../../lib/day-name';
import { OpenByPriority } from './open-by-priority';
import { PersonEditDialog } from './person-edit-dialog';
import { weekPattern } from './week-pattern';
import { WorkloadBar } from './workload-bar';

/**
 * People (GET /people): technicians with their skills, working week and workload, busiest first, so a
 * manager sees who is free; those who may edit users change skills and working hours here.
 */
export function PeoplePage() {
  const ability = useAppAbility();
  if (!canCallEndpoint(ability, 'people.list')) return <NotAuthorized />;
  return <People />;
}

function People() {
  const { t, i18n } = useTranslation(['translation', 'preventive']);
  const ability = useAppAbility();
  const editable = canCallEndpoint(ability, 'people.skills');
  const [editing, setEditing] = useState<PersonRow | null>(null);
  const table = useTable<PersonRow>({ endpoint: 'people.list', initial: { sort: 'workload', order: 'desc' } });
  const title = t('preventive.people.title');
  const columns: TableColumn<PersonRow>[] = [
    {
      key: 'name',
      label: t('preventive:people.name'),
      sortKey: 'name',
      render: (p) => (
        <Stack gap="0">
          <Text fontWeight="semibold" data-testid="person-name">
            {p.name}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {[p.jobtitle, p.location?.name].filter(Boolean).join(' · ')}
          </Text>
          {/* On a phone the week's load shows with the name, without scrolling the table sideways. */}
          <Box display={{ base: 'block', md: 'none' }} mt="1">
            <WorkloadBar workload={p.workload} />
          </Box>
        </Stack>
      ),
    },
    {
      key: 'skills',
      label: t('preventive:people.skills'),
      render: (p) => (
        <Flex gap="1" wrap="wrap" maxW="64">
          {p.skills.map((s) => (
            <Badge key={s.skill} size="sm" variant="subtle" colorPalette={s.expired ? 'red' : 'teal'}>
              {s.skill} {'★'.repeat(s.level)}
            </Badge>
          ))}
        </Flex>
      ),
    },
    { key: 'open', label: t('preventive:people.open'), render: (p) => <OpenByPriority workload={p.workload} /> },
    {
      key: 'overdue',
      label: t('preventive:people.overdue'),
      sortKey: 'overdue',
      align: 'end',
      render: (p) => (
        <Text color={p.workload.overdue > 0 ? 'red.fg' : 'fg.subtle'} fontWeight="semibold">
          {p.workload.overdue}
        </Text>
      ),
    },
    {
      key: 'week',
      label: t('preventive:people.week'),
      sortKey: 'workload',
      render: (p) => <WorkloadBar workload={p.workload} />,
    },
    {
      key: 'free',
      label: t('preventive:people.free'),
      sortKey: 'free_hours',
      align: 'end',
      render: (p) => (
        <Text
          fontWeight="bold"
          color={p.workload.free_hours_week > 0 ? 'green.fg' : 'red.fg'}
          data-testid="person-free"
        >
          {t('dashboard.hours', { value: p.workload.free_hours_week })}
        </Text>
      ),
    },
    {
      key: 'month',
      label: t('preventive:people.month'),
      sortKey: 'logged_hours',
      align: 'end',
      render: (p) => t('dashboard.hours', { value: p.workload.logged_hours_month }),
    },
    {
      key: 'hours',
      label: t('preventive:people.workingHours'),
      render: (p) => (
        <Text fontSize="xs" dir="auto">
          {weekPattern(p.working_hours, (d) => dayName(d, i18n.language)) || '—'}
        </Text>
      ),
    },
    ...(editable
      ? [
          {
            key: 'edit',
            label: '',
            render: (p: PersonRow) => (
              <Button size="xs" variant="ghost" onClick={() => setEditing(p)} data-testid={`person-edit-${p.id}`}>
                <LuPencil />
                {t('list.edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <>
      <PageHeader
        title={title}
        subtitle={t('preventive:people.subtitle')}
        crumbs={[{ label: t('menu.dashboard'), to: '/' }, { label: t('menu.maintenance') }, { label: title }]}
      />
      <Box bg="bg.panel" borderWidth="1px" borderRadius="xl" boxShadow="xs" overflow="hidden" data-testid="people">
        <ListToolbar
          search={table.state.search}
          onSearch={table.setSearch}
          busy={table.validating}
          restorable={false}
          deleted={false}
          onDeleted={() => undefined}
        />
        <Flex px="4" py="3" gap="3" wrap="wrap" borderBottomWidth="1px" bg="bg.subtle">
          <NativeSelect.Root size="sm" w={{ base: 'full', sm: '56' }}>
            <NativeSelect.Field
              aria-label={t('preventive:people.availability')}
              value={table.state.filters.available ?? ''}
              onChange={(e) => table.setFilter('available', e.target.value)}
              data-testid="people-available"
            >
              <option value="">{t('preventive:people.everyone')}</option>
              <option value="1">{t('preventive:people.availableOnly')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Flex>
        <DataTable
          table={table}
          columns={columns}
          testId="people-table"
          rowTestId="person-row"
          empty={{ testId: 'list-empty', title: t('preventive:people.empty') }}
        />
        <ListPagination {...table.pagination} />
      </Box>
      {editing && (
        <PersonEditDialog person={editing} onClose={() => setEditing(null)} onDone={() => void table.refresh()} />
      )}
    </>
  );
}
