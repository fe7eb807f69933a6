import type { ReactNode } from 'react';
import { Box, HStack, SimpleGrid, Stat, Text } from '@chakra-ui/react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LuFileWarning, LuLaptop, LuMapPin, LuScrollText, LuShieldCheck, LuWrench } from 'react-icons/lu';
import type { CustomerCompliance, Row } from '@cmms/contracts';
import { apiKey } from '../../../api/api-key';
import { canCallEndpoint } from '../../../api/endpoint-exists';
import { useApiQuery } from '../../../api/use-api-query';
import { useAppAbility } from '../../../auth/use-app-ability';
import { LoadFailed } from '../../../components/load-failed';
import type { TranslationKey } from '../../../i18n/keys';

/** A count of the row; null when the server keeps it from this reader (finance figures). */
const count = (row: Row, key: string): number | null => (typeof row[key] === 'number' ? (row[key] as number) : null);

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
        {/* The `<dl>` holds its term and value as a pair, the icon beside it (not inside the list). */}
        <HStack justify="space-between" align="flex-start">
          <Stat.Root>
            <Stat.Label>{label}</Stat.Label>
            <Stat.ValueText color={`${palette}.fg`} dir="ltr">
              {value}
            </Stat.ValueText>
          </Stat.Root>
          <Box color={`${palette}.fg`} aria-hidden>
            {icon}
          </Box>
        </HStack>
      </Link>
    </Box>
  );
}

/** One tile of the summary, declared: its label, icon, the tab it opens and its figure from the customer row. */
interface SummaryTileDecl {
  id: string;
  labelKey: TranslationKey;
  icon: ReactNode;
  tab: string;
  /** The row's count it shows; absent for a tile that reads its own figure (SLA compliance). */
  countKey?: string;
  /** Drawn red when the count is not zero (overdue money). */
  alarm?: boolean;
}

const SUMMARY_TILES: readonly SummaryTileDecl[] = [
  {
    id: 'sites',
    labelKey: 'service.customer.sites',
    icon: <LuMapPin />,
    tab: 'locations',
    countKey: 'locations_count',
  },
  // Each count is the total of the tab it opens: the tab lists with the query the count is declared with
  // (CUSTOMER_COUNT_LISTS: archived assets left out, open work only, overdue invoices only).
  {
    id: 'assets',
    labelKey: 'service.customer.assets',
    icon: <LuLaptop />,
    tab: 'assets',
    countKey: 'listed_assets_count',
  },
  {
    id: 'work-orders',
    labelKey: 'service.customer.openWorkOrders',
    icon: <LuWrench />,
    tab: 'open-workorders',
    countKey: 'open_work_orders_count',
  },
  {
    id: 'contracts',
    labelKey: 'service.customer.contracts',
    icon: <LuScrollText />,
    tab: 'contracts',
    countKey: 'contracts_count',
  },
  { id: 'sla', labelKey: 'service.customer.slaCompliance', icon: <LuShieldCheck />, tab: 'sla' },
  {
    id: 'overdue',
    labelKey: 'service.customer.overdueInvoices',
    icon: <LuFileWarning />,
    tab: 'overdue-invoices',
    countKey: 'overdue_invoices_count',
    alarm: true,
  },
];

/** The SLA tile reads the customer's compliance itself: when that read fails, only this tile says so. */
function SlaTile({ decl, query }: { decl: SummaryTileDecl; query: ReturnType<typeof useCompliance> }) {
  const { t } = useTranslation();
  const { data, error, mutate } = query;
  const percent = overallPercentMet(data);
  return (
    <Tile
      label={t(decl.labelKey)}
      value={
        !data && error ? (
          <LoadFailed
            title={t('service.customer.tileFailed')}
            error={error}
            retry={() => void mutate()}
            testId="summary-sla-failed"
            inline
          />
        ) : data ? (
          percent === null ? (
            '—'
          ) : (
            `${percent} %`
          )
        ) : (
          '…'
        )
      }
      icon={decl.icon}
      tab={decl.tab}
      palette={
        !data && error ? 'red' : percent === null ? 'gray' : percent >= 90 ? 'green' : percent >= 75 ? 'orange' : 'red'
      }
      testId="summary-sla"
    />
  );
}

const useCompliance = (id: Row['id'], allowed: boolean) =>
  useApiQuery<CustomerCompliance>(allowed ? apiKey('customers.sla-compliance', { id }) : null);

/**
 * One customer at a glance, above its tabs: sites, assets, open work orders, contracts, SLA compliance
 * and overdue invoices, each opening the tab that lists them.
 */
export function CustomerSummary({ row }: { row: Row }) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const canReadSla = canCallEndpoint(ability, 'customers.sla-compliance');
  const compliance = useCompliance(row.id, canReadSla);
  const { data } = compliance;
  return (
    <Box mb="6" data-testid="customer-summary">
      <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="3">
        {SUMMARY_TILES.map((decl) => {
          if (decl.countKey === undefined) {
            return canReadSla ? <SlaTile key={decl.id} decl={decl} query={compliance} /> : null;
          }
          const value = count(row, decl.countKey);
          // Contracts and overdue invoices are finance figures: no tile for a reader without them.
          if (value === null) return null;
          return (
            <Tile
              key={decl.id}
              label={t(decl.labelKey)}
              value={value}
              icon={decl.icon}
              tab={decl.tab}
              palette={decl.alarm && value > 0 ? 'red' : 'teal'}
              testId={`summary-${decl.id}`}
            />
          );
        })}
      </SimpleGrid>
      {data && data.agreements.length > 0 && (
        <Text fontSize="xs" color="fg.muted" mt="2">
          {t('service.customer.slaPeriod', { start: data.start, end: data.end })}
        </Text>
      )}
    </Box>
  );
}
