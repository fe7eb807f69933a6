import { useMemo, useState } from 'react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Flex,
  Heading,
  HStack,
  Link as ChakraLink,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ResponseOf } from '@cmms/contracts';
import { formFields, type FormField } from '@cmms/contracts/logbooks/check';
import { apiKey } from '../../../api/api-key';
import { canCallEndpoint } from '../../../api/endpoint-exists';
import { callEndpoint } from '../../../api/http';
import { useLogbookQuery } from '../logbook-query';
import { useAppAbility } from '../../../auth/use-app-ability';
import { LoadFailed } from '../../../components/load-failed';
import { NotAuthorized } from '../../../layout/not-authorized';
import { PageHeader } from '../../../layout/page-header';
import { workOrderPath } from '../../../work-order-common/work-order-paths';
import { fieldMessage, LOGBOOK_PATHS, messageTexts } from '../loggers/logbook-api';
import { FillField, fieldLabel, numberState } from './fill-field';
import { useFillDraft } from './use-fill-draft';

/** `/logbooks/:id/fill`: one entry of a logbook, on a phone first (one column, big targets, submit under the thumb). */
export function FillPage() {
  const ability = useAppAbility();
  if (!canCallEndpoint(ability, 'logbooks.submit')) return <NotAuthorized />;
  return <Fill />;
}

type Data = Record<string, unknown>;
const valueAt = (data: Data, path: string): unknown => {
  const [head, tail] = path.split('.') as [string, string | undefined];
  if (tail === undefined) return data[head];
  const section = data[head];
  return section && typeof section === 'object' ? (section as Data)[tail] : undefined;
};

/** The fields in the UI schema's order (`ui:order`), the rest as declared. */
function orderedFields(schema: Data, ui: Data): FormField[] {
  const fields = formFields(schema);
  const order = Array.isArray(ui['ui:order']) ? (ui['ui:order'] as string[]) : [];
  const rank = (f: FormField) => {
    const i = order.indexOf(f.path.split('.')[0]!);
    return i < 0 ? order.length : i;
  };
  return fields
    .map((f, i) => ({ f, i }))
    .sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i)
    .map((x) => x.f);
}

function Fill() {
  const { t } = useTranslation('logbooks');
  const id = Number(useParams().id);
  const logger = useLogbookQuery(apiKey('logbooks.logger', { id }));
  const l = logger.data && 'id' in logger.data ? logger.data : undefined;
  const draft = useFillDraft(id);
  // A resumed draft stays on the version it was started on; a new entry takes the logger's current one.
  const versionKey =
    l?.form && l.form_version !== null
      ? apiKey('logbooks.form-version', { id: l.form.id, version: l.form_version }, {})
      : null;
  const version = useLogbookQuery(versionKey);
  const v = version.data && 'schema' in version.data ? version.data : undefined;
  const fields = useMemo(() => (v ? orderedFields(v.schema, v.ui_schema) : []), [v]);
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<ResponseOf<'logbooks.submit'> | null>(null);
  const [clearing, setClearing] = useState<'idle' | 'loading' | 'succeeded' | 'failed'>('idle');
  const result = answer?.status === 'success' ? answer.payload : null;
  const errors = answer?.status === 'error' ? answer.messages : null;

  const flaggedNow = fields.filter((f) => {
    const s = numberState(f.schema, valueAt(draft.data, f.path));
    const x = valueAt(draft.data, f.path);
    return s === 'low' || s === 'high' || (f.kind === 'inspection' && (x === 'flag' || x === 'fail'));
  }).length;

  // Readings whose field asks (`prompt`) and the person filling in ticked "raise a work order", while still flagged.
  const [raise, setRaise] = useState<ReadonlySet<string>>(new Set());
  const raised = fields
    .filter(
      (f) => raise.has(f.path) && ['low', 'high'].includes(numberState(f.schema, valueAt(draft.data, f.path)) ?? ''),
    )
    .map((f) => f.path);

  const submit = async () => {
    setSending(true);
    await draft.flush();
    try {
      const sent = await callEndpoint(
        'logbooks.submit',
        {},
        {
          method: 'POST',
          body: {
            logger_id: id,
            client_uuid: draft.uuid,
            // The entry names the version its fields were drawn from.
            form_version_id: v?.id,
            data: draft.latest.current,
            ...(raised.length ? { raise_work_orders: raised } : {}),
          },
        },
      );
      setAnswer(sent);
    } catch (error) {
      setAnswer({ status: 'error', messages: error instanceof Error ? error.message : String(error), payload: null });
    } finally {
      setSending(false);
    }
  };

  const clearDrafts = async () => {
    setClearing('loading');
    try {
      const cleared = await callEndpoint('logbooks.drafts-clear', {}, { method: 'DELETE' });
      setClearing(cleared.status === 'success' ? 'succeeded' : 'failed');
      if (cleared.status === 'success') draft.restart();
    } catch {
      setClearing('failed');
    }
  };

  const title = l?.name ?? t('fill.title');
  const header = (
    <PageHeader
      title={title}
      subtitle={l ? t('fill.subtitle', { subject: l.subject?.name ?? '—', version: l.form_version ?? '—' }) : undefined}
      crumbs={[
        { label: t('common.home'), to: '/' },
        { label: t('loggers.title'), to: LOGBOOK_PATHS.list },
        { label: t('fill.title') },
      ]}
    />
  );
  if (logger.error || (logger.data && !l))
    return (
      <>
        {header}
        <LoadFailed title={t('fill.loadFailed')} error={logger.error} retry={() => void logger.mutate()} />
      </>
    );
  if (!l || !v || !draft.ready)
    return (
      <>
        {header}
        <Flex justify="center" py="10">
          <Spinner />
        </Flex>
      </>
    );

  if (result)
    return (
      <>
        {header}
        <Stack gap="4" maxW="xl" mx="auto" data-testid="fill-result">
          <Alert.Root status={result.flagged ? 'warning' : 'success'} borderRadius="xl">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('fill.submitted')}</Alert.Title>
              <Alert.Description>{messageTexts(answer?.messages).join(' ')}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
          {Object.entries(result.flags).length > 0 && (
            <Box bg="bg.panel" borderWidth="1px" borderRadius="xl" p="4">
              <Heading size="sm" mb="2">
                {t('fill.flaggedReadings')}
              </Heading>
              <Stack gap="2">
                {Object.entries(result.flags).map(([path, flag]) => {
                  const f = fields.find((x) => x.path === path);
                  return (
                    <HStack key={path} justify="space-between" data-testid={`result-flag-${path}`}>
                      <Text>
                        {f ? fieldLabel(f) : path}: <b>{String(valueAt(result.data, path))}</b>
                      </Text>
                      <Badge colorPalette="orange">{t(`fill.flags.${flag.flag}`)}</Badge>
                    </HStack>
                  );
                })}
              </Stack>
            </Box>
          )}
          {result.work_orders.length > 0 && (
            <Box bg="bg.panel" borderWidth="1px" borderRadius="xl" p="4">
              <Heading size="sm" mb="2">
                {t('fill.workOrdersRaised')}
              </Heading>
              {result.work_orders.map((w) => (
                <ChakraLink key={w.id} asChild colorPalette="teal" fontWeight="semibold" minH="11" display="flex">
                  <Link to={workOrderPath(w.id)} data-testid="result-work-order">
                    {t('fill.workOrderLink', { number: w.number })}
                  </Link>
                </ChakraLink>
              ))}
            </Box>
          )}
          <Text color="fg.muted">{t(`fill.statuses.${result.status}`)}</Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <Button
              minH="12"
              colorPalette="teal"
              onClick={() => {
                setAnswer(null);
                draft.restart();
              }}
              data-testid="fill-another"
            >
              {t('fill.another')}
            </Button>
            <Button asChild minH="12" variant="outline">
              <Link to={LOGBOOK_PATHS.history(id)}>{t('loggers.history')}</Link>
            </Button>
            <Button asChild minH="12" variant="ghost">
              <Link to={LOGBOOK_PATHS.list}>{t('fill.backToList')}</Link>
            </Button>
          </Stack>
        </Stack>
      </>
    );

  const general = errors && typeof errors === 'string' ? errors : null;
  const unmatched =
    errors && typeof errors === 'object'
      ? Object.entries(errors)
          .filter(([k]) => !fields.some((f) => f.path === k))
          .flatMap(([, texts]) => texts)
      : [];
  return (
    <>
      {header}
      <Stack gap="3" maxW="xl" mx="auto" pb="4" data-testid="fill-form">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text fontSize="sm" color="fg.muted" data-testid="draft-state" aria-live="polite">
            {t(`fill.draft.${draft.state}`)}
          </Text>
          <Button
            size="sm"
            variant="ghost"
            minH="11"
            loading={clearing === 'loading'}
            onClick={() => void clearDrafts()}
            data-testid="drafts-clear"
            data-state={clearing}
          >
            {clearing === 'succeeded' ? t('fill.draftsCleared') : t('fill.clearDrafts')}
          </Button>
        </HStack>
        {(general || unmatched.length > 0) && (
          <Alert.Root status="error" borderRadius="xl" data-testid="fill-error">
            <Alert.Indicator />
            <Alert.Content>
              {[general, ...unmatched].filter(Boolean).map((m) => (
                <Alert.Description key={m}>{m}</Alert.Description>
              ))}
            </Alert.Content>
          </Alert.Root>
        )}
        {fields.map((f) => (
          <FillField
            key={f.path}
            field={f}
            value={valueAt(draft.data, f.path)}
            onChange={(value) => draft.change(f.path, value)}
            error={fieldMessage(errors, f.path)}
            raise={raise.has(f.path)}
            onRaise={(on) =>
              setRaise((now) => {
                const next = new Set(now);
                if (on) next.add(f.path);
                else next.delete(f.path);
                return next;
              })
            }
          />
        ))}
      </Stack>
      <Box
        position="sticky"
        bottom="0"
        zIndex="sticky"
        mx={{ base: '-4', md: '0' }}
        borderRadius={{ base: '0', md: 'xl' }}
        bg="bg.panel"
        borderTopWidth="1px"
        boxShadow="lg"
        px="4"
        py="3"
        pb="calc(0.75rem + env(safe-area-inset-bottom))"
        data-testid="fill-submit-bar"
      >
        <Flex maxW="xl" mx="auto" align="center" gap="3">
          <Text flex="1" fontSize="sm" color={flaggedNow ? 'orange.fg' : 'fg.muted'} data-testid="fill-flag-count">
            {flaggedNow
              ? t('fill.flaggedCount', { count: flaggedNow })
              : t('fill.fieldsCount', { count: fields.length })}
          </Text>
          <Button
            colorPalette="teal"
            size="lg"
            minH="12"
            minW="40"
            loading={sending}
            onClick={() => void submit()}
            data-testid="fill-submit"
          >
            {t('fill.submit')}
          </Button>
        </Flex>
      </Box>
    </>
  );
}
