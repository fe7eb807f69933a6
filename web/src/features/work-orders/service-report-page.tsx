import type { ReactNode } from 'react';
import {
  Box,
  Button,
  Flex,
  Grid,
  HStack,
  Heading,
  Link as ChakraLink,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LuArrowLeft, LuPrinter } from 'react-icons/lu';
import type { ServiceReport } from '@cmms/contracts';
import { apiKey } from '../../api/api-key';
import { canCallEndpoint } from '../../api/endpoint-exists';
import { useApiQuery } from '../../api/use-api-query';
import { isCallFailure, LoadFailed } from '../../components/load-failed';
import { Logo } from '../../components/logo';
import { useAppAbility } from '../../auth/use-app-ability';
import { NotAuthorized } from '../../layout/not-authorized';
import { NotFoundPage } from '../../layout/not-found-page';
import { workOrderPath } from '../../work-order-common/work-order-paths';
import { ltr } from '../../work-order-common/ltr-text';
import { displayDate } from '../../lib/display-date';
import type { SubKey } from '../../i18n/keys';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0.5">
      <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Box>{children || '—'}</Box>
    </Stack>
  );
}

/**
 * A service report as a page to print or save as PDF: the menu, the navbar and this page's own buttons
 * stay off paper (`data-print-hide` and the print rules of the theme).
 */
export function ServiceReportPage() {
  const { t } = useTranslation(['translation', 'work-orders']);
  const ability = useAppAbility();
  const { id = '' } = useParams();
  const valid = /^\d+$/.test(id);
  const allowed = canCallEndpoint(ability, 'workorders.service-report');
  const { data, error, mutate } = useApiQuery<ServiceReport>(
    valid && allowed ? apiKey('workorders.service-report', { id }) : null,
  );
  if (!allowed) return <NotAuthorized />;
  // A call that failed on the way is not "not found": its message and a retry.
  if (valid && !data && isCallFailure(error)) {
    return <LoadFailed title={t('work-orders:report.loadFailed')} error={error} retry={() => void mutate()} />;
  }
  if (!valid || error || (data && !('findings' in data))) return <NotFoundPage />;
  if (!data) return <Skeleton h="96" borderRadius="xl" />;
  const w = data.work_order;
  const label = (key: SubKey<'report', 'work-orders'>) => t(`work-orders:report.${key}`);
  return (
    <Stack gap="4">
      <Flex justify="space-between" gap="3" wrap="wrap" data-print-hide>
        <ChakraLink asChild colorPalette="teal">
          <Link to={workOrderPath(w.id, 'report')}>
            <LuArrowLeft className="rtl-mirror" />
            {w.number}
          </Link>
        </ChakraLink>
        <Button colorPalette="teal" onClick={() => window.print()} data-testid="report-print">
          <LuPrinter />
          {t('work-orders:report.print')}
        </Button>
      </Flex>
      <Box
        bg="bg.panel"
        borderWidth="1px"
        borderRadius="xl"
        p={{ base: '4', md: '10' }}
        maxW="4xl"
        mx="auto"
        w="full"
        className="printable"
        data-testid="service-report-print"
      >
        <Flex justify="space-between" align="flex-start" gap="4" wrap="wrap" pb="6" borderBottomWidth="2px">
          <Logo height={48} width={112} />
          <Stack gap="0" textAlign="end">
            <Heading size="lg">{t('work-orders:report.title')}</Heading>
            <Text fontFamily="mono" dir="ltr" data-testid="report-number">
              {data.number}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {data.created_at && ltr(displayDate(data.created_at) ?? '')}
            </Text>
          </Stack>
        </Flex>
        <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="5" py="6" borderBottomWidth="1px">
          <Field label={t('resources.workorders.singular')}>
            <Text fontWeight="semibold">
              <Text as="span" fontFamily="mono" dir="ltr">
                {w.number}
              </Text>{' '}
              · {w.title}
            </Text>
          </Field>
          <Field label={t('resources.workorders.fields.assignee')}>{w.assignee?.name}</Field>
          <Field label={t('resources.workorders.fields.inspectables')}>
            {w.inspectables.map((a) => `${a.name} (${a.asset_tag})`).join(', ')}
          </Field>
          <Field label={t('resources.workorders.fields.locations')}>{w.locations.map((l) => l.name).join(', ')}</Field>
          <Field label={t('resources.workorders.fields.started_at')}>
            {w.started_at && ltr(displayDate(w.started_at) ?? '')}
          </Field>
          <Field label={t('resources.workorders.fields.completed_at')}>
            {w.completed_at && ltr(displayDate(w.completed_at) ?? '')}
          </Field>
        </Grid>
        <Stack gap="5" py="6">
          <Field label={label('findings')}>
            <Text whiteSpace="pre-wrap">{data.findings}</Text>
          </Field>
          <Field label={label('actionsTaken')}>
            {data.actions_taken && <Text whiteSpace="pre-wrap">{data.actions_taken}</Text>}
          </Field>
          <Field label={label('partsUsed')}>
            {data.parts_used.length > 0 && (
              <Table.Root size="sm" variant="outline">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{label('partDescription')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{label('quantity')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {data.parts_used.map((part, index) => (
                    <Table.Row key={index}>
                      <Table.Cell>{part.description}</Table.Cell>
                      <Table.Cell textAlign="end">{part.quantity}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            )}
          </Field>
          <Field label={label('time')}>
            {data.time_minutes !== null ? t('work-orders:minutes', { count: data.time_minutes }) : null}
          </Field>
        </Stack>
        <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="8" pt="8" borderTopWidth="1px">
          <Stack gap="1">
            <Box h="14" borderBottomWidth="1px" borderColor="fg" />
            <Text fontSize="sm">
              {label('signoff')}: {data.customer_signoff_name ?? ''}
            </Text>
            {data.signed_at && (
              <Text fontSize="xs" color="fg.muted">
                {ltr(displayDate(data.signed_at) ?? '')}
              </Text>
            )}
          </Stack>
          <Stack gap="1">
            <Box h="14" borderBottomWidth="1px" borderColor="fg" />
            <HStack justify="space-between">
              <Text fontSize="sm">
                {label('technician')}: {data.created_by?.name ?? ''}
              </Text>
            </HStack>
          </Stack>
        </Grid>
      </Box>
    </Stack>
  );
}
