import { useMemo } from 'react';
import { Alert, Badge, Box, Button, Flex, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FREQUENCY_KINDS } from '@cmms/contracts/logbooks/frequency';
import { SUBJECT_TYPES } from '@cmms/contracts/logbooks/endpoints';
import { apiKey } from '../../../api/api-key';
import { canCallEndpoint } from '../../../api/endpoint-exists';
import { useLogbookQuery } from '../logbook-query';
import { useAppAbility } from '../../../auth/use-app-ability';
import { LoadFailed } from '../../../components/load-failed';
import { NotAuthorized } from '../../../layout/not-authorized';
import { PageHeader } from '../../../layout/page-header';
import { appNow } from '../../../lib/app-now';
import { displayDate } from '../../../lib/display-date';
import { LOGBOOK_PATHS, messageTexts, slotRange, type LoggerRow } from './logbook-api';

const PAGE = 10;
const STATUSES = ['active', 'paused'] as const;

/** `/logbooks`: the logger masters the caller may view, with their next due slot and last entry. */
export function LoggersPage() {
  const ability = useAppAbility();
  if (!canCallEndpoint(ability, 'logbooks.loggers')) return <NotAuthorized />;
  return <Loggers />;
}

function Loggers() {
  const { t } = useTranslation('logbooks');
  const ability = useAppAbility();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const subject = params.get('subject') ?? '';
  const frequency = params.get('frequency') ?? '';
  const status = params.get('status') ?? '';
  const page = Math.max(Number(params.get('page')) || 1, 1);
  const set = (key: string, value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value) next.set(key, value);
        else next.delete(key);
        if (key !== 'page') next.delete('page');
        return next;
      },
      { replace: true },
    );
  // The server searches by name; the few logbooks of a site are filtered and paged here.
  const { data, error, mutate, isLoading } = useLogbookQuery(
    apiKey('logbooks.loggers', {}, { search: search || undefined, limit: 500, sort: 'name', order: 'asc' }),
    { keepPreviousData: true },
  );
  const filtered = useMemo(
    () =>
      (data?.rows ?? []).filter(
        (l) =>
          (!subject || l.subject_type === subject) &&
          (!frequency || l.frequency.kind === frequency) &&
          (!status || (status === 'active') === l.active),
      ),
    [data, subject, frequency, status],
  );
  const pages = Math.max(Math.ceil(filtered.length / PAGE), 1);
  const shown = filtered.slice((page - 1) * PAGE, page * PAGE);
  const notes = messageTexts(data?.messages);
  const title = t('loggers.title');
  const select = <O extends string>(
    key: string,
    value: string,
    options: readonly O[],
    label: string,
    name: (o: O) => string,
  ) => (
    <Box minW={{ base: 'full', sm: '44' }}>
      <NativeSelect.Root size="md">
        <NativeSelect.Field
          aria-label={label}
          data-testid={`loggers-filter-${key}`}
          value={value}
          onChange={(e) => set(key, e.target.value)}
        >
          <option value="">{label}</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {name(o)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Box>
  );
  return (
    <>
      <PageHeader
        title={title}
        subtitle={t('loggers.subtitle')}
        crumbs={[{ label: t('common.home'), to: '/' }, { label: title }]}
        actions={
          canCallEndpoint(ability, 'logbooks.logger-create') ? (
            <Button asChild colorPalette="teal" data-testid="logger-new">
              <Link to={LOGBOOK_PATHS.create}>{t('loggers.new')}</Link>
            </Button>
          ) : undefined
        }
      />
      {notes.length > 0 && (
        <Alert.Root status="warning" mb="4" borderRadius="lg" data-testid="loggers-notice" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('loggers.notice')}</Alert.Title>
            {notes.map((n) => (
              <Alert.Description key={n}>{n}</Alert.Description>
            ))}
          </Alert.Content>
        </Alert.Root>
      )}
      <Box bg="bg.panel" borderWidth="1px" borderRadius="xl" boxShadow="xs" p={{ base: '3', md: '5' }}>
        <Flex gap="3" wrap="wrap" mb="4">
          <Input
            flex="1"
            minW={{ base: 'full', sm: '56' }}
            type="search"
            aria-label={t('loggers.search')}
            placeholder={t('loggers.search')}
            defaultValue={search}
            data-testid="loggers-search"
            onChange={(e) => set('search', e.target.value)}
          />
          {select('subject', subject, SUBJECT_TYPES, t('loggers.anySubject'), (o) => t(`common.subjects.${o}`))}
          {select('frequency', frequency, FREQUENCY_KINDS, t('loggers.anyFrequency'), (o) =>
            t(`common.frequencies.${o}`),
          )}
          {select('status', status, STATUSES, t('loggers.anyStatus'), (o) => t(`loggers.statuses.${o}`))}
        </Flex>
        {error && !data ? (
          <LoadFailed title={t('loggers.loadFailed')} error={error} retry={() => void mutate()} />
        ) : (
          <>
            <Stack gap="3" hideFrom="md" data-testid="loggers-cards">
              {shown.map((l) => (
                <LoggerLine key={l.id} logger={l} card />
              ))}
            </Stack>
            <Table.ScrollArea hideBelow="md">
              <Table.Root size="sm" data-testid="loggers-table" aria-busy={isLoading}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('loggers.name')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('loggers.subject')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('loggers.nextDue')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('loggers.status')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('loggers.actions')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {shown.map((l) => (
                    <LoggerLine key={l.id} logger={l} />
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
            {!isLoading && shown.length === 0 && (
              <Text py="6" textAlign="center" color="fg.muted" data-testid="loggers-empty">
                {t('loggers.empty')}
              </Text>
            )}
            <HStack justify="space-between" mt="4" wrap="wrap">
              <Text fontSize="sm" color="fg.muted" data-testid="loggers-count">
                {t('loggers.count', { shown: shown.length, total: filtered.length })}
              </Text>
              <HStack>
                <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => set('page', String(page - 1))}>
                  {t('common.previous')}
                </Button>
                <Text fontSize="sm">{t('common.page', { page, pages })}</Text>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={page >= pages}
                  onClick={() => set('page', String(page + 1))}
                >
                  {t('common.next')}
                </Button>
              </HStack>
            </HStack>
          </>
        )}
      </Box>
    </>
  );
}

/** One logger: its slots around now give the next due time and missed ones; its newest entry the last entry. */
function LoggerLine({ logger: l, card = false }: { logger: LoggerRow; card?: boolean }) {
  const { t } = useTranslation('logbooks');
  const ability = useAppAbility();
  const range = useMemo(() => slotRange(l.frequency.kind, appNow()), [l.frequency.kind]);
  const { data } = useLogbookQuery(apiKey('logbooks.logger-slots', { id: l.id }, range), {
    toasts: false,
  });
  const latest = useLogbookQuery(apiKey('logbooks.submissions', {}, { logger_id: l.id, limit: 1 }), { toasts: false });
  const slots = data?.rows ?? [];
  const next = slots.find((s) => s.status === 'expected');
  const last = latest.data?.rows?.[0];
  const missed = slots.filter((s) => s.status === 'missed').length;
  const name = (
    <Stack gap="0">
      <Link to={LOGBOOK_PATHS.fill(l.id)}>
        <Text as="span" fontWeight="semibold">
          {l.name}
        </Text>
      </Link>
      <Text fontSize="xs" color="fg.muted">
        {l.form?.name ?? '—'}
        {l.form_version !== null && ` · ${t('loggers.version', { version: l.form_version })}`}
      </Text>
    </Stack>
  );
  const subject = (
    <Stack gap="0">
      <Text>{l.subject?.name ?? '—'}</Text>
      <Text fontSize="xs" color="fg.muted">
        {t(`common.subjects.${l.subject_type}`)}
      </Text>
    </Stack>
  );
  const due = (
    <Stack gap="0" fontSize="sm">
      <Text data-testid="logger-next-due">{next ? displayDate(next.due_at) : '—'}</Text>
      <Text fontSize="xs" color="fg.muted" data-testid="logger-last-entry">
        {t('loggers.lastEntry', { at: last ? displayDate(last.received_at) : '—' })}
      </Text>
    </Stack>
  );
  const badges = (
    <HStack gap="1" wrap="wrap">
      <Badge colorPalette={l.active ? 'green' : 'gray'}>
        {t(`loggers.statuses.${l.active ? 'active' : 'paused'}`)}
      </Badge>
      {missed > 0 && <Badge colorPalette="red">{t('loggers.missed', { count: missed })}</Badge>}
    </HStack>
  );
  const size = card ? 'md' : 'xs';
  const actions = (
    <HStack gap="1" wrap="wrap" minW={card ? undefined : '36'}>
      {l.available_actions.fill && (
        <Button asChild size={size} colorPalette="teal" data-testid={`logger-fill-${l.id}`}>
          <Link to={LOGBOOK_PATHS.fill(l.id)}>{t('loggers.fill')}</Link>
        </Button>
      )}
      <Button asChild size={size} variant="outline">
        <Link to={LOGBOOK_PATHS.history(l.id)}>{t('loggers.history')}</Link>
      </Button>
      <Button asChild size={size} variant="outline">
        <Link to={LOGBOOK_PATHS.calendar(l.id)}>{t('loggers.calendar')}</Link>
      </Button>
      {l.available_actions.update && canCallEndpoint(ability, 'logbooks.logger-update') && (
        <Button asChild size={size} variant="ghost" data-testid={`logger-edit-${l.id}`}>
          <Link to={LOGBOOK_PATHS.edit(l.id)}>{t('loggers.edit')}</Link>
        </Button>
      )}
    </HStack>
  );
  if (card)
    return (
      <Stack gap="2" borderWidth="1px" borderRadius="lg" p="3" data-testid={`logger-card-${l.id}`}>
        <Flex justify="space-between" gap="2" align="flex-start">
          {name}
          {badges}
        </Flex>
        <Flex justify="space-between" gap="2">
          {subject}
          <Text fontSize="sm">{t(`common.frequencies.${l.frequency.kind}`)}</Text>
        </Flex>
        {due}
        {actions}
      </Stack>
    );
  return (
    <Table.Row data-testid={`logger-row-${l.id}`}>
      <Table.Cell>{name}</Table.Cell>
      <Table.Cell>{subject}</Table.Cell>
      <Table.Cell>
        <Text fontSize="xs" color="fg.muted">
          {t(`common.frequencies.${l.frequency.kind}`)}
        </Text>
        {due}
      </Table.Cell>
      <Table.Cell>{badges}</Table.Cell>
      <Table.Cell>{actions}</Table.Cell>
    </Table.Row>
  );
}
