import { SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DashboardTile } from '@cmms/contracts';
import { apiKey } from '../api/api-key';
import { useApiQuery } from '../api/use-api-query';
import { LoadFailed } from '../components/load-failed';
import { DASHBOARD_TILES } from './dashboard-tiles';
import { DashboardTileCard } from './dashboard-tile-card';

interface DashboardData {
  generated_at: string;
  window_days: number;
  tiles: DashboardTile[];
}

/** The tiles GET /dashboard gives this user (the server filters them by role), in the declared order. */
export function DashboardGrid({ fallback }: { fallback: React.ReactNode }) {
  const { t } = useTranslation();
  const { data, error, mutate } = useApiQuery<DashboardData>(apiKey('dashboard'));
  if (error && !data) {
    return (
      <LoadFailed title={t('dashboard.failed')} error={error} retry={() => void mutate()} testId="dashboard-failed" />
    );
  }
  if (!data)
    return (
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
        {DASHBOARD_TILES.slice(0, 4).map((decl) => (
          <Skeleton key={decl.id} h="40" borderRadius="lg" />
        ))}
      </SimpleGrid>
    );
  const byId = new Map(data.tiles.map((tile) => [tile.id, tile]));
  const shown = DASHBOARD_TILES.flatMap((decl) => {
    const tile = byId.get(decl.id);
    return tile ? [{ decl, tile }] : [];
  });
  if (shown.length === 0) return <>{fallback}</>;
  return (
    <>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t('dashboard.window', { days: data.window_days })}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4" data-testid="dashboard">
        {shown.map(({ decl, tile }) => (
          <DashboardTileCard key={decl.id} decl={decl} tile={tile} />
        ))}
      </SimpleGrid>
    </>
  );
}
