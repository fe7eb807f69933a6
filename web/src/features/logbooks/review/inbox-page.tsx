import { useState } from 'react';
import { Badge, Box, Button, Card, Field, Flex, Grid, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { SIGNATURE_MEANINGS } from '@cmms/contracts/logbooks/endpoints';
import { apiKey } from '../../../api/api-key';
import { callEndpoint } from '../../../api/http';
import { useLogbookQuery } from '../logbook-query';
import { useRequestCycle } from '../../../api/use-request-cycle';
import { storedUserData } from '../../../auth/session-storage';
import { LoadFailed } from '../../../components/load-failed';
import { PageHeader } from '../../../layout/page-header';
import { offsetOf, Pager } from './pager';
import { isNotificationKey, isSubmissionKey, type SubmissionRow } from './review-api';
import { SubmissionView } from './submission-view';

const PAGE = 20;
type Meaning = (typeof SIGNATURE_MEANINGS)[number];

/** Approve or reject with a comment, showing the statement the e-signature records. */
function Decision({ submission: s, onDone }: { submission: SubmissionRow; onDone: () => Promise<void> }) {
  const { t } = useTranslation('logbooks');
  const [meaning, setMeaning] = useState<Meaning>('approved');
  const [comment, setComment] = useState('');
  const cycle = useRequestCycle();
  const user = storedUserData();
  const name = user?.fullName || user?.username || '';
  const decide = async (decision: 'approve' | 'reject') => {
    const outcome = await cycle.run((signal) =>
      callEndpoint(
        decision === 'approve' ? 'logbooks.approve' : 'logbooks.reject',
        { id: s.id },
        { method: 'POST', body: decision === 'approve' ? { meaning, comment } : { comment }, signal },
      ),
    );
    if (outcome.ok) {
      setComment('');
      await onDone();
    }
  };
  const step = s.current_step !== null ? s.approval_flow[s.current_step] : undefined;
  return (
    <Stack gap="3" borderTopWidth="1px" pt="4" data-testid="decision">
      {step && (
        <Text fontSize="sm" color="fg.muted">
          {t('inbox.level', { level: (s.current_step ?? 0) + 1, of: s.approval_flow.length, name: step.name })}
        </Text>
      )}
      <Field.Root>
        <Field.Label>{t('inbox.meaning')}</Field.Label>
        <NativeSelect.Root size="md">
          <NativeSelect.Field
            value={meaning}
            onChange={(e) => setMeaning(e.currentTarget.value as Meaning)}
            data-testid="decision-meaning"
          >
            {SIGNATURE_MEANINGS.map((m) => (
              <option key={m} value={m}>
                {t(`inbox.meanings.${m}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root>
        <Field.Label>{t('inbox.comment')}</Field.Label>
        <Textarea
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
          rows={3}
          data-testid="decision-comment"
        />
        <Field.HelperText>{t('inbox.commentHint')}</Field.HelperText>
      </Field.Root>
      <Box borderWidth="1px" borderRadius="md" p="3" bg="bg.muted" fontSize="sm" data-testid="signature-statement">
        <Text fontWeight="semibold" mb="1">
          {t('inbox.statementTitle')}
        </Text>
        <Text>
          {t('inbox.statement', {
            name,
            meaning: t(`inbox.meanings.${meaning}`),
            id: s.id,
            logger: s.logger?.name ?? '',
            version: s.form_version,
          })}
        </Text>
        <Text color="fg.muted" mt="1">
          {t('inbox.statementWhen')}
        </Text>
      </Box>
      <Flex gap="3" wrap="wrap">
        <Button
          colorPalette="green"
          size="lg"
          flex={{ base: '1', md: 'initial' }}
          loading={cycle.loading}
          onClick={() => void decide('approve')}
          data-testid="decision-approve"
        >
          {t('inbox.approve')}
        </Button>
        <Button
          colorPalette="red"
          variant="outline"
          size="lg"
          flex={{ base: '1', md: 'initial' }}
          loading={cycle.loading}
          disabled={comment.trim() === ''}
          onClick={() => void decide('reject')}
          data-testid="decision-reject"
        >
          {t('inbox.reject')}
        </Button>
      </Flex>
    </Stack>
  );
}

function Opened({ id, onClose, onDone }: { id: number; onClose: () => void; onDone: () => Promise<void> }) {
  const { t } = useTranslation('logbooks');
  const { data, error, mutate } = useLogbookQuery(apiKey('logbooks.submission', { id }));
  return (
    <Card.Root data-testid="inbox-opened">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="2">
          <Text fontWeight="semibold" fontSize="lg">
            {data ? t('inbox.entryTitle', { id: data.id, logger: data.logger?.name ?? '' }) : '…'}
          </Text>
          <Button size="sm" variant="ghost" onClick={onClose} data-testid="inbox-close">
            {t('inbox.close')}
          </Button>
        </Flex>
      </Card.Header>
      <Card.Body>
        {error && !data && <LoadFailed title={t('inbox.failed')} error={error} retry={() => void mutate()} />}
        {data && (
          <Stack gap="4">
            <SubmissionView submission={data} />
            {data.available_actions.approve ? (
              <Decision submission={data} onDone={onDone} />
            ) : (
              <Badge alignSelf="start">{t(`history.status.${data.status}`)}</Badge>
            )}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * `/logbooks/inbox`: the entries waiting at a level the caller approves; one opens beside the list (under
 * it on a phone) with its values, flags, photos and signature, and is approved or rejected there.
 */
export function InboxPage() {
  const { t } = useTranslation('logbooks');
  const [params, setParams] = useSearchParams();
  const offset = offsetOf(params);
  const open = Number(params.get('open')) || null;
  const { mutate } = useSWRConfig();
  const list = useLogbookQuery(apiKey('logbooks.submissions', {}, { awaiting: 'me', limit: PAGE, offset }), {
    keepPreviousData: true,
  });
  const setOpen = (id: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set('open', String(id));
      else next.delete('open');
      return next;
    });
  const done = async () => {
    setOpen(null);
    await mutate(isSubmissionKey);
    await mutate(isNotificationKey);
  };
  const rows = list.data?.rows ?? [];
  return (
    <Box>
      <PageHeader
        title={t('inbox.title')}
        subtitle={list.data ? t('inbox.waiting', { count: list.data.total }) : undefined}
        crumbs={[{ label: t('inbox.crumb'), to: '/logbooks' }, { label: t('inbox.title') }]}
      />
      {list.error && !list.data && (
        <LoadFailed title={t('inbox.failed')} error={list.error} retry={() => void list.mutate()} />
      )}
      <Grid templateColumns={{ base: '1fr', lg: open ? 'minmax(0, 2fr) minmax(0, 3fr)' : '1fr' }} gap="4">
        <Box order={{ base: open ? 2 : 1, lg: 1 }}>
          {list.data && list.data.total === 0 && (
            <Text color="fg.muted" data-testid="inbox-empty">
              {t('inbox.empty')}
            </Text>
          )}
          <Stack gap="2" data-testid="inbox-list">
            {rows.map((s) => (
              <Card.Root
                key={s.id}
                as="button"
                textAlign="start"
                size="sm"
                borderColor={open === s.id ? 'teal.solid' : undefined}
                onClick={() => setOpen(s.id)}
                data-testid="inbox-row"
                data-id={s.id}
                _hover={{ borderColor: 'teal.emphasized' }}
              >
                <Card.Body gap="1">
                  <Flex justify="space-between" gap="2" align="center">
                    <Text fontWeight="semibold">{s.logger?.name}</Text>
                    {s.flagged && (
                      <Badge colorPalette="red" variant="solid">
                        {t('inbox.flagged')}
                      </Badge>
                    )}
                  </Flex>
                  <Text fontSize="sm" color="fg.muted">
                    {t('inbox.submittedBy', { name: s.submitted_by?.name ?? '—', at: s.received_at?.formatted ?? '' })}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t('inbox.level', {
                      level: (s.current_step ?? 0) + 1,
                      of: s.approval_flow.length,
                      name: s.current_step !== null ? (s.approval_flow[s.current_step]?.name ?? '') : '',
                    })}
                  </Text>
                </Card.Body>
              </Card.Root>
            ))}
          </Stack>
          {list.data && (
            <Pager
              offset={offset}
              limit={PAGE}
              total={list.data.total}
              onChange={(next) => setParams(next ? { offset: String(next) } : {})}
            />
          )}
        </Box>
        {open && (
          <Box order={{ base: 1, lg: 2 }}>
            <Opened id={open} onClose={() => setOpen(null)} onDone={done} />
          </Box>
        )}
      </Grid>
    </Box>
  );
}
