import type { ReactNode } from 'react';
import { Box, HStack, SimpleGrid, Stat, Text } from '@chakra-ui/react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LuFileWarning, LuLaptop, LuMapPin, LuScrollText, LuShieldCheck, LuWrench } from 'react-icons/lu';
import type { CustomerCompliance, Row } from '@cmms/contracts';
import { apiKey } from '../../api/api-key';
import { canCallEndpoint } from '../../api/endpoint-exists';
import { useApiQuery } from '../../api/use-api-query';
import { useAppAbility } from '../../auth/use-app-ability';

const count = (row: Row, key: string): number => (typeof row[key] === 'number' ? (row[key] as number) : 0);

/** Met ÷ decided over every SLA of the customer, one decimal; null when nothing was decided. */
export function overallPercentMet(data: CustomerCompliance | undefined): number | null {
  if (!data) return null;
  let met = 0;
  let breached = 0;
  for (const agreement of data.agreements) {
    met += agreement.totals.met;
    breached += agreement.totals.breached;
  }
  return met + breached === 0 ? null : Math.round((met / (met + breached)) * 1000) / 10;
}

function Tile({
  label,
  value,
  icon,
  tab,
  palette = 'teal',
  testId,
}: {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  tab: string;
  palette?: string;
  testId: string;
}) {
  const [params] = useSearchParams();
  const next = new URLSearchParams(params);
  next.set('tab', tab);
  return (
    <Box
      asChild
      borderWidth="1px"
      borderRadius="lg"
      p="3"
      _hover={{ bg: 'bg.muted' }}
      transition="background 150ms"
      data-testid={testId}
    >
      <Link to={{ search: next.toString() }} replace>
        <Stat.Root>
          <HStack justify="space-between" align="flex-start">
            <Stat.Label>{label}</Stat.Label>
            <Box color={`${palette}.fg`} aria-hidden>
              {icon}
            </Box>
          </HStack>
          <Stat.ValueText color={`${palette}.fg`} dir="ltr">
            {value}
          </Stat.ValueText>
        </Stat.Root>
      </Link>
    </Box>
  );
}

/**
 * One customer at a glance, above its tabs: sites, assets, open work orders, contracts, SLA compliance
 * and overdue invoices, each opening the tab that lists them.
 */
export function CustomerSummary({ row }: { row: Row }) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const canReadSla = canCallEndpoint(ability, 'customers.sla-compliance');
  const { data } = useApiQuery<CustomerCompliance>(
    canReadSla ? apiKey('customers.sla-compliance', { id: row.id }) : null,
  );
  const percent = overallPercentMet(data);
  const overdue = count(row, 'overdue_invoices_count');
  return (
    <Box mb="6" data-testid="customer-summary">
      <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="3">
        <Tile
          label={t('service.customer.sites')}
          value={count(row, 'locations_count')}
          icon={<LuMapPin />}
          tab="locations"
          testId="summary-sites"
        />
        <Tile
          label={t('service.customer.assets')}
          value={count(row, 'assets_count')}
          icon={<LuLaptop />}
          tab="assets"
          testId="summary-assets"
        />
        <Tile
          label={t('service.customer.openWorkOrders')}
          value={count(row, 'open_work_orders_count')}
          icon={<LuWrench />}
          tab="workorders"
          testId="summary-work-orders"
        />
        <Tile
          label={t('service.customer.contracts')}
          value={count(row, 'contracts_count')}
          icon={<LuScrollText />}
          tab="contracts"
          testId="summary-contracts"
        />
        {canReadSla && (
          <Tile
            label={t('service.customer.slaCompliance')}
            value={percent === null ? '—' : `${percent} %`}
            icon={<LuShieldCheck />}
            tab="sla"
            palette={percent === null ? 'gray' : percent >= 90 ? 'green' : percent >= 75 ? 'orange' : 'red'}
            testId="summary-sla"
          />
        )}
        <Tile
          label={t('service.customer.overdueInvoices')}
          value={overdue}
          icon={<LuFileWarning />}
          tab="invoices"
          palette={overdue > 0 ? 'red' : 'teal'}
          testId="summary-overdue"
        />
      </SimpleGrid>
      {data && data.agreements.length > 0 && (
        <Text fontSize="xs" color="fg.muted" mt="2">
          {t('service.customer.slaPeriod', { start: data.start, end: data.end })}
        </Text>
      )}
    </Box>
  );
}
