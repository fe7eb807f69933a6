import { useEffect, useState } from 'react';
import {
  Badge,
  Box,
  Button,
  Checkbox,
  CloseButton,
  Flex,
  Heading,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FREQUENCY_KINDS, type Frequency } from '@cmms/contracts/logbooks/frequency';
import { PRINCIPAL_TYPES, SUBJECT_TYPES } from '@cmms/contracts/logbooks/endpoints';
import { apiKey } from '../../../api/api-key';
import { canCallEndpoint } from '../../../api/endpoint-exists';
import { callEndpoint } from '../../../api/http';
import { useLogbookQuery } from '../logbook-query';
import { useRequestCycle } from '../../../api/use-request-cycle';
import { useAppAbility } from '../../../auth/use-app-ability';
import { LabeledField } from '../../../components/labeled-field';
import { LoadFailed } from '../../../components/load-failed';
import { NotAuthorized } from '../../../layout/not-authorized';
import { PageHeader } from '../../../layout/page-header';
import { ReferenceSelect } from '../../../resources/form/reference-select';
import type { ToastMessages } from '../../../toast/toast-text';
import { fieldMessage, LOGBOOK_PATHS, type LoggerRow } from './logbook-api';

type SubjectType = (typeof SUBJECT_TYPES)[number];
type PrincipalType = (typeof PRINCIPAL_TYPES)[number];
interface Person {
  id: number;
  name: string;
}
interface Grant {
  principal_type: PrincipalType;
  principal: Person;
  view: boolean;
  fill: boolean;
  approve: boolean;
}
interface Values {
  name: string;
  form_id: number | null;
  subject_type: SubjectType;
  subject: Person | null;
  frequency: Frequency;
  window_before_min: number;
  window_after_min: number;
  notify_missed: Person[];
  notify_out_of_range: Person[];
}

const SUBJECT_REF: Record<SubjectType, string | null> = {
  asset: 'hardware',
  location: 'locations',
  process_entity: null,
};
const PRINCIPAL_REF: Record<PrincipalType, string> = { user: 'users', group: 'groups' };
const DEFAULT_SHIFTS = [
  { name: 'Morning', start: '06:00', end: '14:00' },
  { name: 'Evening', start: '14:00', end: '22:00' },
  { name: 'Night', start: '22:00', end: '06:00' },
];
const EMPTY: Values = {
  name: '',
  form_id: null,
  subject_type: 'asset',
  subject: null,
  frequency: { kind: 'daily', at: '08:00' },
  window_before_min: 0,
  window_after_min: 120,
  notify_missed: [],
  notify_out_of_range: [],
};

/** `/logbooks/new` and `/logbooks/:id/edit`: a logger master's form, subject, frequency, people, grants and approval levels. */
export function LoggerEditorPage() {
  const ability = useAppAbility();
  const editing = useParams().id !== undefined;
  if (!canCallEndpoint(ability, editing ? 'logbooks.logger-update' : 'logbooks.logger-create'))
    return <NotAuthorized />;
  return <Editor />;
}

function valuesOf(l: LoggerRow): Values {
  return {
    name: l.name,
    form_id: l.form?.id ?? null,
    subject_type: l.subject_type,
    subject: l.subject,
    frequency: l.frequency,
    window_before_min: l.window_before_min,
    window_after_min: l.window_after_min,
    notify_missed: l.notify_missed,
    notify_out_of_range: l.notify_out_of_range,
  };
}

function Editor() {
  const { t } = useTranslation('logbooks');
  const navigate = useNavigate();
  const param = useParams().id;
  const id = param === undefined ? null : Number(param);
  const logger = useLogbookQuery(id === null ? null : apiKey('logbooks.logger', { id }));
  const l = logger.data && 'id' in logger.data ? logger.data : undefined;
  const forms = useLogbookQuery(apiKey('logbooks.forms', {}, { limit: 500 }));
  const entities = useLogbookQuery(apiKey('logbooks.process-entities', {}, { limit: 500 }));
  const [values, setValues] = useState<Values>(EMPTY);
  useEffect(() => {
    if (l) setValues(valuesOf(l));
  }, [l]);
  const save = useRequestCycle();
  const [errors, setErrors] = useState<ToastMessages>(null);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  const setFrequency = (patch: Partial<Frequency>) => set('frequency', { ...values.frequency, ...patch });
  const published = (forms.data?.rows ?? []).filter((f) => f.current_version_id !== null);

  const submit = async () => {
    const body = {
      name: values.name,
      form_id: values.form_id,
      subject_type: values.subject_type,
      subject_id: values.subject?.id ?? null,
      frequency: values.frequency,
      window_before_min: values.window_before_min,
      window_after_min: values.window_after_min,
      notify_missed: values.notify_missed.map((p) => p.id),
      notify_out_of_range: values.notify_out_of_range.map((p) => p.id),
    };
    const outcome = await save.run((signal) =>
      id === null
        ? callEndpoint('logbooks.logger-create', {}, { method: 'POST', body, signal })
        : callEndpoint('logbooks.logger-update', { id }, { method: 'PATCH', body, signal }),
    );
    setErrors(outcome.ok ? null : outcome.error);
    if (outcome.ok && outcome.data.payload) {
      if (id === null) void navigate(LOGBOOK_PATHS.edit(outcome.data.payload.id));
      else void logger.mutate(outcome.data.payload, { revalidate: false });
    }
  };

  const title = id === null ? t('editor.newTitle') : t('editor.editTitle', { name: l?.name ?? '' });
  const header = (
    <PageHeader
      title={title}
      subtitle={t('editor.subtitle')}
      crumbs={[
        { label: t('common.home'), to: '/' },
        { label: t('loggers.title'), to: LOGBOOK_PATHS.list },
        { label: title },
      ]}
    />
  );
  if (id !== null && (logger.error || (logger.data && !l)))
    return (
      <>
        {header}
        <LoadFailed title={t('editor.loadFailed')} error={logger.error} retry={() => void logger.mutate()} />
      </>
    );
  const subjectRef = SUBJECT_REF[values.subject_type];
  const f = values.frequency;
  return (
    <>
      {header}
      <Stack gap="5" maxW="4xl">
        <Section title={t('editor.basics')}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <LabeledField id="logger-name" label={t('editor.name')} required error={fieldMessage(errors, 'name')}>
              <Input
                id="logger-name"
                data-testid="logger-name"
                value={values.name}
                onChange={(e) => set('name', e.target.value)}
              />
            </LabeledField>
            <LabeledField
              id="logger-form"
              label={t('editor.form')}
              required
              error={fieldMessage(errors, 'form_id')}
              helper={t('editor.formHelp')}
            >
              <NativeSelect.Root>
                <NativeSelect.Field
                  id="logger-form"
                  data-testid="logger-form"
                  value={values.form_id ?? ''}
                  onChange={(e) => set('form_id', e.target.value ? Number(e.target.value) : null)}
                >
                  <option value="">{t('editor.chooseForm')}</option>
                  {published.map((form) => (
                    <option key={form.id} value={form.id}>
                      {t('editor.formOption', { name: form.name, version: form.version ?? '—' })}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </LabeledField>
            <LabeledField
              id="logger-subject-type"
              label={t('editor.subjectType')}
              required
              error={fieldMessage(errors, 'subject_type')}
            >
              <NativeSelect.Root>
                <NativeSelect.Field
                  id="logger-subject-type"
                  data-testid="logger-subject-type"
                  value={values.subject_type}
                  onChange={(e) =>
                    setValues((v) => ({ ...v, subject_type: e.target.value as SubjectType, subject: null }))
                  }
                >
                  {SUBJECT_TYPES.map((s) => (
                    <option key={s} value={s}>
                      {t(`common.subjects.${s}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </LabeledField>
            <LabeledField
              id="logger-subject"
              label={t('editor.subject')}
              required
              error={fieldMessage(errors, 'subject_id')}
            >
              {subjectRef ? (
                <ReferenceSelect
                  key={values.subject_type}
                  id="logger-subject"
                  refName={subjectRef}
                  value={values.subject?.id ?? null}
                  initialLabel={values.subject?.name ?? ''}
                  invalid={Boolean(fieldMessage(errors, 'subject_id'))}
                  testId="logger-subject"
                  onChange={(pick, label) => set('subject', pick === null ? null : { id: pick, name: label })}
                />
              ) : (
                <NativeSelect.Root>
                  <NativeSelect.Field
                    id="logger-subject"
                    data-testid="logger-subject"
                    value={values.subject?.id ?? ''}
                    onChange={(e) => {
                      const pick = (entities.data?.rows ?? []).find((x) => x.id === Number(e.target.value));
                      set('subject', pick ? { id: pick.id, name: pick.name } : null);
                    }}
                  >
                    <option value="">{t('editor.chooseEntity')}</option>
                    {(entities.data?.rows ?? []).map((x) => (
                      <option key={x.id} value={x.id}>
                        {x.name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              )}
            </LabeledField>
          </SimpleGrid>
        </Section>

        <Section title={t('editor.schedule')}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <LabeledField
              id="logger-frequency"
              label={t('editor.frequency')}
              required
              error={fieldMessage(errors, 'frequency')}
            >
              <NativeSelect.Root>
                <NativeSelect.Field
                  id="logger-frequency"
                  data-testid="logger-frequency"
                  value={f.kind}
                  onChange={(e) => {
                    const kind = e.target.value as Frequency['kind'];
                    set(
                      'frequency',
                      kind === 'hourly'
                        ? { kind }
                        : kind === 'shift'
                          ? { kind, shifts: DEFAULT_SHIFTS }
                          : kind === 'weekly'
                            ? { kind, weekday: 1, at: f.at ?? '08:00' }
                            : kind === 'monthly'
                              ? { kind, monthDay: 1, at: f.at ?? '08:00' }
                              : { kind, at: f.at ?? '08:00' },
                    );
                  }}
                >
                  {FREQUENCY_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {t(`common.frequencies.${k}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </LabeledField>
            {(f.kind === 'daily' || f.kind === 'weekly' || f.kind === 'monthly') && (
              <LabeledField id="logger-at" label={t('editor.at')}>
                <Input
                  id="logger-at"
                  type="time"
                  value={f.at ?? ''}
                  onChange={(e) => setFrequency({ at: e.target.value })}
                />
              </LabeledField>
            )}
            {f.kind === 'weekly' && (
              <LabeledField id="logger-weekday" label={t('editor.weekday')}>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    id="logger-weekday"
                    value={f.weekday ?? 1}
                    onChange={(e) => setFrequency({ weekday: Number(e.target.value) })}
                  >
                    {([1, 2, 3, 4, 5, 6, 7] as const).map((d) => (
                      <option key={d} value={d}>
                        {t(`editor.weekdays.${d}`)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </LabeledField>
            )}
            {f.kind === 'monthly' && (
              <LabeledField id="logger-month-day" label={t('editor.monthDay')}>
                <Input
                  id="logger-month-day"
                  type="number"
                  min={1}
                  max={31}
                  value={f.monthDay ?? 1}
                  onChange={(e) => setFrequency({ monthDay: Number(e.target.value) })}
                />
              </LabeledField>
            )}
            <LabeledField
              id="logger-window-before"
              label={t('editor.windowBefore')}
              error={fieldMessage(errors, 'window_before_min')}
            >
              <Input
                id="logger-window-before"
                type="number"
                min={0}
                value={values.window_before_min}
                onChange={(e) => set('window_before_min', Number(e.target.value))}
              />
            </LabeledField>
            <LabeledField
              id="logger-window-after"
              label={t('editor.windowAfter')}
              error={fieldMessage(errors, 'window_after_min')}
            >
              <Input
                id="logger-window-after"
                data-testid="logger-window-after"
                type="number"
                min={0}
                value={values.window_after_min}
                onChange={(e) => set('window_after_min', Number(e.target.value))}
              />
            </LabeledField>
          </SimpleGrid>
          {f.kind === 'shift' && (
            <Stack gap="2" mt="4">
              <Text fontWeight="medium">{t('editor.shifts')}</Text>
              {(f.shifts ?? []).map((s, i) => (
                <HStack key={i} gap="2">
                  <Input
                    aria-label={t('editor.shiftName')}
                    value={s.name}
                    onChange={(e) =>
                      setFrequency({ shifts: f.shifts!.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)) })
                    }
                  />
                  <Input
                    aria-label={t('editor.shiftStart')}
                    type="time"
                    value={s.start}
                    onChange={(e) =>
                      setFrequency({ shifts: f.shifts!.map((x, j) => (j === i ? { ...x, start: e.target.value } : x)) })
                    }
                  />
                  <Input
                    aria-label={t('editor.shiftEnd')}
                    type="time"
                    value={s.end}
                    onChange={(e) =>
                      setFrequency({ shifts: f.shifts!.map((x, j) => (j === i ? { ...x, end: e.target.value } : x)) })
                    }
                  />
                  <CloseButton
                    aria-label={t('common.remove')}
                    disabled={(f.shifts ?? []).length <= 1}
                    onClick={() => setFrequency({ shifts: f.shifts!.filter((_, j) => j !== i) })}
                  />
                </HStack>
              ))}
              {(f.shifts ?? []).length < 4 && (
                <Button
                  alignSelf="flex-start"
                  size="sm"
                  variant="outline"
                  onClick={() =>
                    setFrequency({ shifts: [...(f.shifts ?? []), { name: '', start: '00:00', end: '06:00' }] })
                  }
                >
                  {t('editor.addShift')}
                </Button>
              )}
            </Stack>
          )}
        </Section>

        <Section title={t('editor.notified')}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <PeoplePicker
              id="notify-missed"
              label={t('editor.notifyMissed')}
              people={values.notify_missed}
              onChange={(p) => set('notify_missed', p)}
              error={fieldMessage(errors, 'notify_missed')}
            />
            <PeoplePicker
              id="notify-out-of-range"
              label={t('editor.notifyOutOfRange')}
              people={values.notify_out_of_range}
              onChange={(p) => set('notify_out_of_range', p)}
              error={fieldMessage(errors, 'notify_out_of_range')}
            />
          </SimpleGrid>
        </Section>

        <Flex gap="3" justify="flex-end">
          <Button variant="outline" onClick={() => void navigate(LOGBOOK_PATHS.list)}>
            {t('common.back')}
          </Button>
          <Button colorPalette="teal" loading={save.loading} onClick={() => void submit()} data-testid="logger-save">
            {id === null ? t('editor.create') : t('editor.save')}
          </Button>
        </Flex>

        {l && <Grants logger={l} onSaved={(row) => void logger.mutate(row, { revalidate: false })} />}
        {l && <ApprovalLevels logger={l} onChanged={() => void logger.mutate()} />}
      </Stack>
    </>
  );
}

function Section({ title, children, testId }: { title: string; children: React.ReactNode; testId?: string }) {
  return (
    <Box
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="xl"
      boxShadow="xs"
      p={{ base: '4', md: '6' }}
      data-testid={testId}
    >
      <Heading size="md" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** People to notify: chosen one at a time from the users, each removable. */
function PeoplePicker({
  id,
  label,
  people,
  onChange,
  error,
}: {
  id: string;
  label: string;
  people: Person[];
  onChange: (people: Person[]) => void;
  error?: string;
}) {
  const { t } = useTranslation('logbooks');
  return (
    <LabeledField id={id} label={label} error={error}>
      <Stack gap="2" w="full">
        <HStack wrap="wrap" gap="1" data-testid={`${id}-people`}>
          {people.length === 0 && (
            <Text fontSize="sm" color="fg.muted">
              {t('editor.nobody')}
            </Text>
          )}
          {people.map((p) => (
            <Badge key={p.id} size="lg" colorPalette="teal" variant="subtle" gap="1">
              {p.name}
              <CloseButton
                size="2xs"
                aria-label={t('editor.removePerson', { name: p.name })}
                onClick={() => onChange(people.filter((x) => x.id !== p.id))}
              />
            </Badge>
          ))}
        </HStack>
        <ReferenceSelect
          id={id}
          refName="users"
          value={null}
          initialLabel=""
          invalid={Boolean(error)}
          placeholder={t('editor.addPerson')}
          testId={`${id}-add`}
          onChange={(pick, name) => {
            if (pick !== null && !people.some((p) => p.id === pick)) onChange([...people, { id: pick, name }]);
          }}
        />
      </Stack>
    </LabeledField>
  );
}

/** View/fill/approve grants to users or groups; the draft goes idle → loading → succeeded/failed, as shown. */
function Grants({ logger, onSaved }: { logger: LoggerRow; onSaved: (row: LoggerRow) => void }) {
  const { t } = useTranslation('logbooks');
  const cycle = useRequestCycle();
  const [grants, setGrants] = useState<Grant[]>([]);
  const [type, setType] = useState<PrincipalType>('user');
  useEffect(() => {
    setGrants(logger.grants.filter((g) => g.principal !== null).map((g) => ({ ...g, principal: g.principal! })));
  }, [logger.grants]);
  const toggle = (i: number, key: 'view' | 'fill' | 'approve') =>
    setGrants((list) => list.map((g, j) => (j === i ? { ...g, [key]: !g[key] } : g)));
  const saveGrants = async () => {
    const outcome = await cycle.run((signal) =>
      callEndpoint(
        'logbooks.logger-permissions',
        { id: logger.id },
        {
          method: 'PUT',
          signal,
          body: {
            grants: grants.map((g) => ({
              principal_type: g.principal_type,
              principal_id: g.principal.id,
              view: g.view,
              fill: g.fill,
              approve: g.approve,
            })),
          },
        },
      ),
    );
    if (outcome.ok && outcome.data.payload) onSaved(outcome.data.payload);
  };
  const palette = { idle: 'gray', loading: 'blue', succeeded: 'green', failed: 'red' } as const;
  return (
    <Section title={t('editor.grants')} testId="logger-grants">
      <HStack mb="3" justify="space-between" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          {t('editor.grantsHelp')}
        </Text>
        <Badge colorPalette={palette[cycle.status]} data-testid="grants-state" data-state={cycle.status}>
          {t(`editor.draftStates.${cycle.status}`)}
        </Badge>
      </HStack>
      <Table.ScrollArea>
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('editor.principal')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('editor.view')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('editor.fill')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('editor.approve')}</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {grants.map((g, i) => (
              <Table.Row
                key={`${g.principal_type}-${g.principal.id}`}
                data-testid={`grant-${g.principal_type}-${g.principal.id}`}
              >
                <Table.Cell>
                  {g.principal.name}{' '}
                  <Text as="span" fontSize="xs" color="fg.muted">
                    {t(`editor.principalTypes.${g.principal_type}`)}
                  </Text>
                </Table.Cell>
                {(['view', 'fill', 'approve'] as const).map((key) => (
                  <Table.Cell key={key}>
                    <Checkbox.Root checked={g[key]} onCheckedChange={() => toggle(i, key)}>
                      <Checkbox.HiddenInput aria-label={`${t(`editor.${key}`)} ${g.principal.name}`} />
                      <Checkbox.Control />
                    </Checkbox.Root>
                  </Table.Cell>
                ))}
                <Table.Cell>
                  <CloseButton
                    size="sm"
                    aria-label={t('editor.removePerson', { name: g.principal.name })}
                    onClick={() => setGrants((list) => list.filter((_, j) => j !== i))}
                  />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Flex gap="2" mt="3" wrap="wrap" align="flex-end">
        <PrincipalTypeSelect value={type} onChange={setType} />
        <Box flex="1" minW="56">
          <ReferenceSelect
            key={type}
            id="grant-add"
            refName={PRINCIPAL_REF[type]}
            value={null}
            initialLabel=""
            invalid={false}
            placeholder={t('editor.addPrincipal')}
            testId="grant-add"
            onChange={(pick, name) => {
              if (pick !== null && !grants.some((g) => g.principal_type === type && g.principal.id === pick))
                setGrants((list) => [
                  ...list,
                  { principal_type: type, principal: { id: pick, name }, view: true, fill: false, approve: false },
                ]);
            }}
          />
        </Box>
        <Button colorPalette="teal" loading={cycle.loading} onClick={() => void saveGrants()} data-testid="grants-save">
          {t('editor.saveGrants')}
        </Button>
      </Flex>
    </Section>
  );
}

function PrincipalTypeSelect({ value, onChange }: { value: PrincipalType; onChange: (v: PrincipalType) => void }) {
  const { t } = useTranslation('logbooks');
  return (
    <NativeSelect.Root w="36">
      <NativeSelect.Field
        aria-label={t('editor.principalType')}
        value={value}
        onChange={(e) => onChange(e.target.value as PrincipalType)}
      >
        {PRINCIPAL_TYPES.map((p) => (
          <option key={p} value={p}>
            {t(`editor.principalTypes.${p}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** Ordered approval levels: added at the end, each removed by its id. */
function ApprovalLevels({ logger, onChanged }: { logger: LoggerRow; onChanged: () => void }) {
  const { t } = useTranslation('logbooks');
  const cycle = useRequestCycle();
  const [type, setType] = useState<PrincipalType>('user');
  const [name, setName] = useState('');
  const add = async (approverId: number) => {
    const outcome = await cycle.run((signal) =>
      callEndpoint(
        'logbooks.flow-step-add',
        { id: logger.id },
        {
          method: 'POST',
          signal,
          body: { approver_type: type, approver_id: approverId, ...(name ? { name } : {}) },
        },
      ),
    );
    if (outcome.ok) {
      setName('');
      onChanged();
    }
  };
  const remove = async (stepId: number) => {
    const outcome = await cycle.run((signal) =>
      callEndpoint('logbooks.flow-step-delete', { id: stepId }, { method: 'DELETE', signal }),
    );
    if (outcome.ok) onChanged();
  };
  return (
    <Section title={t('editor.approvalLevels')} testId="logger-approval-levels">
      <Stack gap="2" mb="3">
        {logger.approval_flow.length === 0 && <Text color="fg.muted">{t('editor.noApproval')}</Text>}
        {logger.approval_flow.map((s, i) => (
          <HStack key={s.id} borderWidth="1px" borderRadius="md" px="3" py="2" data-testid={`approval-level-${s.id}`}>
            <Badge>{i + 1}</Badge>
            <Text flex="1">
              {s.name} — {s.approver?.name ?? '—'}{' '}
              <Text as="span" fontSize="xs" color="fg.muted">
                {t(`editor.principalTypes.${s.approver_type}`)}
              </Text>
            </Text>
            <Button
              size="sm"
              variant="ghost"
              colorPalette="red"
              disabled={cycle.loading}
              onClick={() => void remove(s.id)}
            >
              {t('common.remove')}
            </Button>
          </HStack>
        ))}
      </Stack>
      <Flex gap="2" wrap="wrap" align="flex-end">
        <Input
          w={{ base: 'full', sm: '44' }}
          placeholder={t('editor.levelName')}
          aria-label={t('editor.levelName')}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <PrincipalTypeSelect value={type} onChange={setType} />
        <Box flex="1" minW="56">
          <ReferenceSelect
            key={`${type}-${logger.approval_flow.length}`}
            id="approval-add"
            refName={PRINCIPAL_REF[type]}
            value={null}
            initialLabel=""
            invalid={false}
            placeholder={t('editor.addApprover')}
            testId="approval-add"
            onChange={(pick) => {
              if (pick !== null) void add(pick);
            }}
          />
        </Box>
      </Flex>
    </Section>
  );
}
