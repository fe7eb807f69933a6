import { Box, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DashboardTile } from '@cmms/contracts';
import { apiKey } from '../api/api-key';
import { useApiQuery } from '../api/use-api-query';
import { useAppAbility } from '../auth/use-app-ability';
import { LoadFailed } from '../components/load-failed';
import { FilterBar } from '../resources/list/filter-bar';
import type { ListFilter } from '../resources/list/filter-types';
import { dashboardTiles } from './dashboard-tiles';
import { DashboardTileCard } from './dashboard-tile-card';

interface DashboardData {
  generated_at: string;
  window_days: number;
  tiles: DashboardTile[];
}

/** A manager narrows the dashboard to a site (and the places below it) and a customer. */
const FILTERS: ListFilter[] = [
  { param: 'location_id', labelKey: 'dashboard.filters.site', kind: 'reference', ref: 'locations' },
  { param: 'customer_id', labelKey: 'dashboard.filters.customer', kind: 'reference', ref: 'customers' },
];

/** The dashboard's filter, kept in the address (a reload or a shared link shows the same figures). */
function useDashboardFilter() {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(
    FILTERS.flatMap((f) => (params.get(f.param) ? [[f.param, params.get(f.param)!]] : [])),
  );
  const set = (param: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(param, value);
        else next.delete(param);
        return next;
      },
      { replace: true },
    );
  const clear = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const f of FILTERS) next.delete(f.param);
        return next;
      },
      { replace: true },
    );
  return { values, set, clear };
}

/**
 * The tiles GET /dashboard gives this user (the server filters them by role), in the declared order.
 * Who may read sites and customers (a manager) filters them by both; each tile then opens its list
 * with the same filter.
 */
export function DashboardGrid({ fallback }: { fallback: React.ReactNode }) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const filterable =
    ability.can('read', 'locations') && ability.can('read', 'customers') && ability.can('read', 'reports');
  const filter = useDashboardFilter();
  const query = filterable ? filter.values : {};
  const { data, error, mutate } = useApiQuery<DashboardData>(apiKey('dashboard', {}, query));
  if (error && !data) {
    return (
      <LoadFailed title={t('dashboard.failed')} error={error} retry={() => void mutate()} testId="dashboard-failed" />
    );
  }
  if (!data)
    return (
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
        {dashboardTiles()
          .slice(0, 4)
          .map((decl) => (
            <Skeleton key={decl.id} h="40" borderRadius="lg" />
          ))}
      </SimpleGrid>
    );
  const byId = new Map(data.tiles.map((tile) => [tile.id, tile]));
  const shown = dashboardTiles().flatMap((decl) => {
    const tile = byId.get(decl.id);
    return tile ? [{ decl, tile }] : [];
  });
  if (shown.length === 0 && Object.keys(query).length === 0) return <>{fallback}</>;
  return (
    <>
      {filterable && (
        <Box mb="3" borderWidth="1px" borderRadius="lg" overflow="hidden" data-testid="dashboard-filters">
          <FilterBar filters={FILTERS} values={filter.values} onChange={filter.set} onClear={filter.clear} />
        </Box>
      )}
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t('dashboard.window', { days: data.window_days })}
        {Object.keys(query).length > 0 && ` ${t('dashboard.filters.scoped')}`}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4" data-testid="dashboard">
        {shown.map(({ decl, tile }) => (
          <DashboardTileCard key={decl.id} decl={decl} tile={tile} />
        ))}
      </SimpleGrid>
    </>
  );
}
