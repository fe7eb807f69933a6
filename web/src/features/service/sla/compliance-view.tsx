import { Badge, Box, Heading, HStack, Link as ChakraLink, SimpleGrid, Stack, Stat, Text, Wrap } from '@chakra-ui/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AgreementCompliance, CommitmentCompliance, SlaWorkOrderFigure } from '@cmms/contracts';
import { SimpleTable, type SimpleColumn } from '../../../resources/detail/simple-table';
import { workOrderPath } from '../../../work-order-common/work-order-paths';
import { vocabularyName } from '../../../lib/vocabulary-name';

const STATUS_PALETTE: Record<CommitmentCompliance['status'], string> = {
  met: 'green',
  breached: 'red',
  at_risk: 'orange',
  no_data: 'gray',
};

const percent = (value: number | null): string => (value === null ? '—' : `${value} %`);

/** What a commitment promises: "P1 · 4 h" or "HVAC · 98 %". */
function useTarget() {
  const { t } = useTranslation();
  return (c: CommitmentCompliance['commitment']): string => {
    const about =
      c.kind === 'uptime' ? c.category?.name : c.priority && vocabularyName(t, 'workorderpriorities', c.priority);
    const target =
      c.kind === 'uptime'
        ? t('service.compliance.percentTarget', { value: c.target_percent ?? '—' })
        : t('service.compliance.hoursTarget', { value: c.target_hours ?? '—' });
    return [about, target].filter(Boolean).join(' · ');
  };
}

function WorkOrderLinks({
  figures,
  palette,
  testId,
}: {
  figures: SlaWorkOrderFigure[];
  palette: string;
  testId: string;
}) {
  const { t } = useTranslation();
  if (figures.length === 0) return null;
  return (
    <Wrap gap="1.5" data-testid={testId}>
      {figures.map((figure) => (
        <Badge key={figure.work_order.id} colorPalette={palette} variant="subtle" maxW="full">
          <ChakraLink asChild>
            <Link to={workOrderPath(figure.work_order.id)} title={figure.work_order.title}>
              <Text as="span" dir="ltr">
                {figure.work_order.number}
              </Text>
              <Text as="span" truncate maxW="12rem">
                {figure.work_order.title}
              </Text>
              <Text as="span" dir="ltr">
                ({t('service.compliance.hours', { value: figure.hours })})
              </Text>
            </Link>
          </ChakraLink>
        </Badge>
      ))}
    </Wrap>
  );
}

/** One SLA's compliance over its period: totals, then each commitment with its breaches and work at risk. */
export function AgreementComplianceView({ data, showName }: { data: AgreementCompliance; showName?: boolean }) {
  const { t } = useTranslation();
  const target = useTarget();
  const columns: SimpleColumn<CommitmentCompliance & { id: number }>[] = [
    {
      key: 'kind',
      label: t('service.compliance.commitment'),
      render: (row) => (
        <Stack gap="0.5">
          <Text fontWeight="medium">{t(`resources.agreementcommitments.options.kind.${row.commitment.kind}`)}</Text>
          <Text fontSize="xs" color="fg.muted">
            {target(row.commitment)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'figures',
      label: t('service.compliance.figures'),
      render: (row) =>
        row.commitment.kind === 'uptime' ? (
          <Text fontSize="sm" whiteSpace="normal" minW="10rem">
            {t('service.compliance.uptime', {
              value: percent(row.uptime_percent),
              hours: row.downtime_hours ?? 0,
              count: row.assets ?? 0,
            })}
          </Text>
        ) : (
          // Wraps, so the breaches beside it stay in view on a laptop screen.
          <Text fontSize="sm" whiteSpace="normal" minW="10rem">
            {t('service.compliance.counts', {
              measured: row.measured,
              met: row.met,
              breached: row.breached,
              atRisk: row.at_risk,
              inProgress: row.in_progress,
            })}
          </Text>
        ),
    },
    {
      key: 'percent',
      label: t('service.compliance.percentMet'),
      align: 'end',
      render: (row) => (
        <Text fontWeight="semibold" dir="ltr" whiteSpace="nowrap">
          {percent(row.commitment.kind === 'uptime' ? row.uptime_percent : row.percent_met)}
        </Text>
      ),
    },
    {
      key: 'status',
      label: t('service.compliance.status'),
      render: (row) => (
        <Badge colorPalette={STATUS_PALETTE[row.status]} data-testid={`commitment-status-${row.commitment.id}`}>
          {t(`service.compliance.statuses.${row.status}`)}
        </Badge>
      ),
    },
    {
      key: 'breaches',
      label: t('service.compliance.breaches'),
      render: (row) =>
        row.breaches.length + row.at_risk_work_orders.length === 0 ? (
          '—'
        ) : (
          <Stack gap="1.5">
            <WorkOrderLinks figures={row.breaches} palette="red" testId={`breaches-${row.commitment.id}`} />
            <WorkOrderLinks
              figures={row.at_risk_work_orders}
              palette="orange"
              testId={`at-risk-${row.commitment.id}`}
            />
          </Stack>
        ),
    },
  ];
  const totals = data.totals;
  return (
    <Stack gap="4" data-testid={`compliance-${data.agreement.id}`}>
      {showName && (
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading size="md">{data.agreement.name}</Heading>
          <Badge variant="outline">{t(`resources.agreements.options.status.${data.status}`)}</Badge>
        </HStack>
      )}
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        {(
          [
            ['percentMet', percent(totals.percent_met), 'teal'],
            ['met', totals.met, 'green'],
            ['breached', totals.breached, 'red'],
            ['atRisk', totals.at_risk, 'orange'],
          ] as const
        ).map(([key, value, palette]) => (
          <Box key={key} borderWidth="1px" borderRadius="lg" p="3" borderColor={`${palette}.muted`}>
            <Stat.Root>
              <Stat.Label>{t(`service.compliance.${key}`)}</Stat.Label>
              <Stat.ValueText color={`${palette}.fg`} dir="ltr" data-testid={`compliance-total-${key}`}>
                {value}
              </Stat.ValueText>
            </Stat.Root>
          </Box>
        ))}
      </SimpleGrid>
      <SimpleTable
        columns={columns}
        rows={data.commitments.map((c) => ({ ...c, id: c.commitment.id }))}
        emptyText={t('service.compliance.noCommitments')}
        testId={`compliance-table-${data.agreement.id}`}
      />
    </Stack>
  );
}
