import { Box, Tabs } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EXPIRING_WINDOWS } from '@cmms/contracts';
import { PageHeader } from '../../../layout/page-header';
import { RelatedList } from '../../../resources/detail/related-list';

const TABS = [...EXPIRING_WINDOWS, 'expired'] as const;
type Tab = (typeof TABS)[number];

/** Contracts expiring within 30, 60 or 90 days (not yet expired), and those expired, one tab each. */
export function ExpiringContractsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('within') ?? '')
    ? (params.get('within') as Tab)
    : '30';
  return (
    <>
      <PageHeader
        title={t('service.expiring.title')}
        subtitle={t('service.expiring.subtitle')}
        crumbs={[{ label: t('menu.dashboard'), to: '/' }, { label: t('service.expiring.title') }]}
      />
      <Box bg="bg.panel" borderWidth="1px" borderRadius="xl" boxShadow="xs" data-testid="expiring-contracts">
        <Tabs.Root
          value={tab}
          onValueChange={({ value }) => setParams({ within: value }, { replace: true })}
          lazyMount
          unmountOnExit
          colorPalette="teal"
        >
          <Tabs.List px={{ base: '2', md: '4' }} overflowX="auto">
            {TABS.map((key) => (
              <Tabs.Trigger key={key} value={key} data-testid={`expiring-tab-${key}`}>
                {key === 'expired' ? t('service.expiring.expired') : t('service.expiring.within', { days: key })}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {TABS.map((key) => (
            <Tabs.Content key={key} value={key} p={{ base: '4', md: '6' }}>
              <RelatedList
                endpoint="contracts.list"
                resource="contracts"
                query={key === 'expired' ? { expired: 1, sort: 'expiry_date', order: 'desc' } : { expiring: key }}
                testId={`expiring-${key}`}
              />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Box>
    </>
  );
}
