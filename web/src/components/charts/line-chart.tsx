import { Box, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useChartWidth } from './use-chart-width';
import { chartMax, paletteColor, shortFigure, type ChartPoint } from './chart-types';

const TOP = 22;
const SIDE = 12;

/**
 * A line through the points in order (a figure over months), with a dot and the figure at each point
 * and the first, middle and last labels below. `compact` draws a bare sparkline for a tile.
 */
export function LineChart({
  points,
  height = 180,
  palette = 'teal',
  title,
  testId = 'line-chart',
  compact = false,
  max: fixedMax,
}: {
  points: readonly ChartPoint[];
  height?: number;
  palette?: string;
  title: string;
  testId?: string;
  compact?: boolean;
  /** The top of the scale when it is known (100 for a percentage). */
  max?: number;
}) {
  const { i18n } = useTranslation();
  const rtl = i18n.dir() === 'rtl';
  const { ref, width: WIDTH } = useChartWidth<HTMLDivElement>();
  const max = fixedMax ?? chartMax(points.map((p) => p.value));
  const bottom = compact ? 4 : 28;
  const plot = height - (compact ? 4 : TOP) - bottom;
  const top = compact ? 4 : TOP;
  const step = points.length > 1 ? (WIDTH - 2 * SIDE) / (points.length - 1) : 0;
  if (points.length === 0) return <Text color="fg.muted">—</Text>;
  const xy = points.map((p, i) => {
    const at = rtl ? points.length - 1 - i : i;
    return { x: points.length > 1 ? SIDE + at * step : WIDTH / 2, y: top + plot - (Math.max(p.value, 0) / max) * plot };
  });
  const color = paletteColor(palette);
  const labelled = new Set([0, Math.floor((points.length - 1) / 2), points.length - 1]);
  return (
    <Box ref={ref} w="full" data-testid={testId}>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} width={WIDTH} height={height} role="img" style={{ direction: 'ltr' }}>
        <title>{title}</title>
        {!compact && (
          <line x1="0" x2={WIDTH} y1={top + plot} y2={top + plot} style={{ stroke: 'var(--chakra-colors-border)' }} />
        )}
        <polyline
          points={xy.map((p) => `${p.x},${p.y}`).join(' ')}
          fill="none"
          strokeWidth={compact ? 2 : 2.5}
          vectorEffect="non-scaling-stroke"
          style={{ stroke: color }}
          data-testid={`${testId}-line`}
        />
        {!compact &&
          points.map((point, i) => (
            <g key={point.key} data-testid={`${testId}-point`} data-value={point.value}>
              <circle cx={xy[i]!.x} cy={xy[i]!.y} r="3.5" style={{ fill: color }}>
                <title>{`${point.label}: ${point.value}`}</title>
              </circle>
              {points.length <= 16 && (
                <text
                  x={xy[i]!.x}
                  y={xy[i]!.y - 7}
                  textAnchor="middle"
                  style={{ fill: 'var(--chakra-colors-fg-muted)', fontSize: '11px' }}
                >
                  {shortFigure(point.value, i18n.language)}
                </text>
              )}
              {labelled.has(i) && (
                <text
                  x={xy[i]!.x}
                  y={height - 8}
                  textAnchor={
                    i === 0 ? (rtl ? 'end' : 'start') : i === points.length - 1 ? (rtl ? 'start' : 'end') : 'middle'
                  }
                  style={{ fill: 'var(--chakra-colors-fg-muted)', fontSize: '11px' }}
                >
                  {point.label}
                </text>
              )}
            </g>
          ))}
      </svg>
    </Box>
  );
}
