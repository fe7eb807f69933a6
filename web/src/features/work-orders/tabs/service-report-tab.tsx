import { useState } from 'react';
import { Box, Button, Card, Grid, HStack, IconButton, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LuFileText, LuPlus, LuPrinter, LuTrash2 } from 'react-icons/lu';
import type { ServiceReport } from '@cmms/contracts';
import { canCallEndpoint } from '../../../api/endpoint-exists';
import { useAppAbility } from '../../../auth/use-app-ability';
import { LabeledField } from '../../../components/labeled-field';
import { usePostList } from '../../../work-order-common/use-post-list';
import { useWorkOrderCall } from '../use-work-order-call';
import { serviceReportPath } from '../../../work-order-common/work-order-paths';
import type { WorkOrder } from '../../../work-order-common/work-order-row';
import { ltr } from '../../../work-order-common/ltr-text';
import { displayDate } from '../../../lib/display-date';
import { TabLoadFailed } from './tab-load-failed';
import type { SubKey } from '../../../i18n/keys';

const DONE = new Set(['completed', 'closed']);

/** The service reports of a finished work order, each with its printable view; writing one once the work is done. */
export default function ServiceReportTab({ workOrder }: { workOrder: WorkOrder }) {
  const { t } = useTranslation(['translation', 'work-orders']);
  const ability = useAppAbility();
  const { data, error, mutate } = usePostList<ServiceReport>('workorders.service-reports', {
    workorder_id: workOrder.id,
    offset: 0,
    limit: 50,
  });
  const [writing, setWriting] = useState(false);
  const canWrite = canCallEndpoint(ability, 'workorders.service-report-create');
  return (
    <Stack gap="5" data-testid="work-order-service-reports">
      {canWrite && !writing && (
        <Box>
          {DONE.has(workOrder.state) ? (
            <Button colorPalette="teal" onClick={() => setWriting(true)} data-testid="report-new">
              <LuPlus />
              {t('work-orders:report.new')}
            </Button>
          ) : (
            <Text color="fg.muted" data-testid="report-not-yet">
              {t('work-orders:report.notYet')}
            </Text>
          )}
        </Box>
      )}
      {writing && <ReportForm workOrder={workOrder} onDone={() => setWriting(false)} />}
      {!data && error && <TabLoadFailed error={error} retry={() => void mutate()} />}
      {data && data.rows.length === 0 && !writing && <Text color="fg.muted">{t('work-orders:report.empty')}</Text>}
      {data?.rows.map((report) => (
        <Card.Root key={report.id} size="sm" data-testid="service-report">
          <Card.Body>
            <HStack justify="space-between" gap="3" wrap="wrap">
              <HStack gap="3">
                <LuFileText />
                <Stack gap="0">
                  <Text fontWeight="semibold" fontFamily="mono">
                    {ltr(report.number)}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {report.created_by?.name ?? '—'} · {report.created_at && ltr(displayDate(report.created_at) ?? '')}
                  </Text>
                </Stack>
              </HStack>
              <Button asChild size="sm" variant="outline">
                <Link to={serviceReportPath(report.id)} data-testid="report-open">
                  <LuPrinter />
                  {t('work-orders:report.printable')}
                </Link>
              </Button>
            </HStack>
            <Text mt="2" lineClamp={2} color="fg.muted">
              {report.findings}
            </Text>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}

interface PartLine {
  description: string;
  quantity: string;
}

function ReportForm({ workOrder, onDone }: { workOrder: WorkOrder; onDone: () => void }) {
  const { t } = useTranslation(['translation', 'work-orders']);
  const { call, loading, errors } = useWorkOrderCall();
  const [findings, setFindings] = useState('');
  const [actions, setActions] = useState('');
  const [parts, setParts] = useState<PartLine[]>([]);
  const [minutes, setMinutes] = useState(workOrder.time_spent_minutes ? String(workOrder.time_spent_minutes) : '');
  const [signoff, setSignoff] = useState('');
  const label = (key: SubKey<'report', 'work-orders'>) => t(`work-orders:report.${key}`);

  const submit = async () => {
    const body: Record<string, unknown> = {
      workorder_id: workOrder.id,
      findings,
      parts_used: parts.map((p) => ({ description: p.description, quantity: Number(p.quantity) || p.quantity })),
    };
    if (actions.trim()) body.actions_taken = actions.trim();
    if (minutes.trim()) body.time_minutes = Number(minutes) || minutes;
    if (signoff.trim()) body.customer_signoff_name = signoff.trim();
    const saved = await call('workorders.service-report-create', {}, { method: 'POST', body });
    if (saved) onDone();
  };

  return (
    <Stack gap="4" p="4" borderWidth="1px" borderRadius="lg" data-testid="report-form">
      <LabeledField id="report-findings" label={label('findings')} error={errors.findings} required>
        <Textarea id="report-findings" rows={3} value={findings} onChange={(e) => setFindings(e.target.value)} />
      </LabeledField>
      <LabeledField id="report-actions" label={label('actionsTaken')} error={errors.actions_taken}>
        <Textarea id="report-actions" rows={3} value={actions} onChange={(e) => setActions(e.target.value)} />
      </LabeledField>
      <Stack gap="2">
        <Text fontSize="sm" fontWeight="medium">
          {label('partsUsed')}
        </Text>
        {parts.map((part, index) => (
          <Grid key={index} templateColumns="1fr 6rem 2.5rem" gap="2" data-testid="report-part">
            <Input
              size="sm"
              placeholder={label('partDescription')}
              aria-label={label('partDescription')}
              value={part.description}
              aria-invalid={Boolean(errors[`parts_used.${index}.description`])}
              onChange={(e) =>
                setParts((all) => all.map((p, i) => (i === index ? { ...p, description: e.target.value } : p)))
              }
            />
            <Input
              size="sm"
              inputMode="decimal"
              dir="ltr"
              aria-label={label('quantity')}
              value={part.quantity}
              onChange={(e) =>
                setParts((all) => all.map((p, i) => (i === index ? { ...p, quantity: e.target.value } : p)))
              }
            />
            <IconButton
              size="sm"
              variant="ghost"
              colorPalette="red"
              aria-label={t('workOrders.remove')}
              onClick={() => setParts((all) => all.filter((_, i) => i !== index))}
            >
              <LuTrash2 />
            </IconButton>
          </Grid>
        ))}
        {errors.parts_used && (
          <Text fontSize="sm" color="fg.error">
            {errors.parts_used}
          </Text>
        )}
        <Box>
          <Button
            size="sm"
            variant="outline"
            onClick={() => setParts((all) => [...all, { description: '', quantity: '1' }])}
          >
            <LuPlus />
            {label('addPart')}
          </Button>
        </Box>
      </Stack>
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
        <LabeledField id="report-minutes" label={label('time')} error={errors.time_minutes}>
          <Input
            id="report-minutes"
            type="number"
            min={0}
            value={minutes}
            onChange={(e) => setMinutes(e.target.value)}
          />
        </LabeledField>
        <LabeledField id="report-signoff" label={label('signoff')} error={errors.customer_signoff_name}>
          <Input id="report-signoff" value={signoff} onChange={(e) => setSignoff(e.target.value)} />
        </LabeledField>
      </Grid>
      <HStack justify="flex-end" gap="2">
        <Button variant="ghost" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button colorPalette="teal" loading={loading} onClick={() => void submit()} data-testid="report-save">
          {label('create')}
        </Button>
      </HStack>
    </Stack>
  );
}
