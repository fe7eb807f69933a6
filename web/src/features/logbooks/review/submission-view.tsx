import { Badge, Box, Flex, Image, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiKey } from '../../../api/api-key';
import { useLogbookQuery } from '../logbook-query';
import { workOrderPath } from '../../../work-order-common/work-order-paths';
import { fieldsOf, valueAt, type SubmissionRow } from './review-api';
import { fallback } from '../../../i18n/keys';

/** The form version a submission names, for its field titles and units. */
export function useSubmissionForm(s: SubmissionRow | undefined) {
  const logger = useLogbookQuery(s?.logger ? apiKey('logbooks.logger', { id: s.logger.id }) : null, {
    toasts: false,
  });
  const formId = logger.data?.form?.id;
  const version = useLogbookQuery(
    formId && s ? apiKey('logbooks.form-version', { id: formId, version: s.form_version }) : null,
    { toasts: false },
  );
  return version.data;
}

const isImage = (v: unknown): v is string => typeof v === 'string' && /^(data:image\/|https?:\/\/|\/)/.test(v);

function Shown({ value }: { value: unknown }) {
  const { t } = useTranslation('logbooks');
  if (value === undefined || value === null || value === '') return <Text color="fg.subtle">—</Text>;
  if (isImage(value)) return <Image src={value} alt="" maxH="32" borderRadius="md" borderWidth="1px" bg="white" />;
  if (typeof value === 'boolean') return <>{value ? t('inbox.yes') : t('inbox.no')}</>;
  if (typeof value === 'object') return <>{JSON.stringify(value)}</>;
  return <>{String(value)}</>;
}

/**
 * One submission as an approver reads it: each value with its unit and spec band, flagged ones marked,
 * photos and the signature as images, the work orders it raised, the form version it names and the
 * signatures already given.
 */
export function SubmissionView({ submission: s }: { submission: SubmissionRow }) {
  const { t } = useTranslation('logbooks');
  const version = useSubmissionForm(s);
  const fields = version
    ? fieldsOf(version.schema)
    : Object.keys(s.data).map((path) => ({
        path,
        title: path.replace(/_/g, ' '),
        node: {} as Record<string, unknown>,
      }));
  return (
    <Stack gap="4" data-testid="submission-view">
      <Flex gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
        <Text>{t('inbox.formVersion', { version: s.form_version })}</Text>
        <Text>·</Text>
        <Text>{t('inbox.submittedBy', { name: s.submitted_by?.name ?? '—', at: s.received_at?.formatted ?? '' })}</Text>
        {s.slot_due_at && (
          <>
            <Text>·</Text>
            <Text>{t('inbox.slot', { slot: s.slot_due_at.formatted })}</Text>
          </>
        )}
        <Badge colorPalette={s.timeliness === 'late' ? 'orange' : 'green'}>
          {t(`history.timeliness.${s.timeliness}`)}
        </Badge>
      </Flex>
      <Table.Root size="sm" variant="outline">
        <Table.Body>
          {fields.map(({ path, title, node }) => {
            const flag = s.flags[path];
            const unit = typeof node['x-unit'] === 'string' ? ` ${node['x-unit']}` : '';
            const value = valueAt(s.data, path);
            return (
              <Table.Row key={path} bg={flag ? 'red.subtle' : undefined} data-testid={flag ? 'flagged-value' : 'value'}>
                <Table.Cell fontWeight="medium" w="45%">
                  {title}
                </Table.Cell>
                <Table.Cell>
                  <Flex gap="2" align="center" wrap="wrap">
                    <Box>
                      <Shown value={value} />
                      {typeof value === 'number' && unit}
                    </Box>
                    {flag && (
                      <Badge colorPalette="red" variant="solid">
                        {t(`inbox.flags.${flag.flag}`)}
                        {flag.low !== null && flag.high !== null && ` (${flag.low}–${flag.high}${unit})`}
                      </Badge>
                    )}
                  </Flex>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
      {s.work_orders.length > 0 && (
        <Box>
          <Text fontWeight="semibold" mb="1">
            {t('inbox.workOrders')}
          </Text>
          <Flex gap="3" wrap="wrap">
            {s.work_orders.map((w) => (
              <Link key={`${w.field}-${w.id}`} to={workOrderPath(w.id)} data-testid="submission-work-order">
                <Text color="teal.fg" textDecoration="underline">
                  {w.number}
                </Text>
              </Link>
            ))}
          </Flex>
        </Box>
      )}
      {s.approvals.length > 0 && (
        <Box>
          <Text fontWeight="semibold" mb="1">
            {t('inbox.signatures')}
          </Text>
          <Stack gap="1" fontSize="sm">
            {s.approvals.map((a) => (
              <Text key={a.id}>
                {t(a.decision === 'approve' ? 'inbox.signedApprove' : 'inbox.signedReject', {
                  name: a.signer_name,
                  meaning: t(`inbox.meanings.${a.meaning}`, fallback(a.meaning)),
                  at: a.signed_at?.formatted ?? '',
                })}
                {a.comment ? ` — “${a.comment}”` : ''}
              </Text>
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
