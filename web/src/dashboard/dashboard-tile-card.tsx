import { Box, Card, Flex, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DashboardTile } from '@cmms/contracts';
import { BarChart } from '../components/charts/bar-chart';
import { LineChart } from '../components/charts/line-chart';
import type { ChartPoint } from '../components/charts/chart-types';
import { tileHref, type DashboardTileDecl } from './dashboard-tiles';
import { tileFigure } from './tile-figure';
import type { TFunction } from 'i18next';
import { dynamicKey } from '../i18n/keys';

/** One dashboard tile: its label, its figure, a small chart of its series, and a link to the list behind it. */
export function DashboardTileCard({ decl, tile }: { decl: DashboardTileDecl; tile: DashboardTile }) {
  // A feature's tile names itself in its own namespace (loaded before the card renders).
  const { t: tileT, i18n } = useTranslation(decl.namespace ? [decl.namespace, 'translation'] : undefined);
  // Typed as the core's t, which its callbacks take: the core's keys resolve here too (in 'translation'), and the
  // label, in the tile's namespace, is checked where the tile is declared (TileLabel).
  const t = tileT as unknown as TFunction;
  const href = tileHref(decl, tile);
  const label = t(dynamicKey(decl.labelKey));
  // A null value is a period without data (MTTR of a month without repairs): the chart draws a gap, never a zero.
  const points: ChartPoint[] = tile.series.map((p) => ({
    key: p.key,
    label: decl.seriesLabel?.(p.key, t, i18n.language) ?? p.key,
    value: p.value,
    palette: decl.seriesPalette?.(p.key),
  }));
  const alarming = decl.alarm && (tile.value ?? 0) > 0;
  const body = (
    <Card.Root
      size="sm"
      h="full"
      transition="all 150ms ease"
      _hover={href ? { borderColor: 'teal.emphasized', boxShadow: 'md' } : undefined}
      data-testid={`tile-${tile.id}`}
    >
      <Card.Body gap="2">
        <Flex justify="space-between" align="baseline" gap="2">
          <Text fontSize="sm" color="fg.muted" lineClamp={2}>
            {label}
          </Text>
        </Flex>
        <Text
          fontSize="3xl"
          fontWeight="bold"
          lineHeight="short"
          color={alarming ? 'red.fg' : undefined}
          data-testid="tile-value"
        >
          {tileFigure(tile, t, i18n.language)}
        </Text>
        <Text fontSize="xs" color="fg.subtle">
          {t(dynamicKey(`${decl.labelKey}Hint`))}
        </Text>
        {decl.chart !== 'none' && points.length > 0 && (
          <Box mt="auto">
            {decl.chart === 'bar' ? (
              <BarChart points={points} title={label} palette={decl.palette} height={110} testId="tile-chart" />
            ) : (
              <LineChart points={points} title={label} palette={decl.palette} height={90} testId="tile-chart" />
            )}
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
  return href ? (
    // Named by its content (title, figure, description), which the tile shows.
    <Link to={href} data-testid={`tile-link-${tile.id}`}>
      {body}
    </Link>
  ) : (
    body
  );
}
