import { Box, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useChartWidth } from './use-chart-width';
import { chartMax, paletteColor, shortFigure, type ChartPoint } from './chart-types';

const TOP = 16;
const LABELS = 28;

/**
 * Vertical bars, one per point, scaled to the largest; each bar carries its figure and its label
 * below (shortened, or every other one, on a crowded chart). Drawn at its box's width; in Arabic the
 * categories run right to left like the text.
 */
export function BarChart({
  points,
  height = 180,
  palette = 'teal',
  title,
  testId = 'bar-chart',
  showLabels = true,
}: {
  points: readonly ChartPoint[];
  height?: number;
  palette?: string;
  /** Read by screen readers (the chart's figures are in the table beside it). */
  title: string;
  testId?: string;
  showLabels?: boolean;
}) {
  const { i18n } = useTranslation();
  const rtl = i18n.dir() === 'rtl';
  const { ref, width: WIDTH } = useChartWidth<HTMLDivElement>();
  const max = chartMax(points.map((p) => p.value));
  const labels = showLabels ? LABELS : 4;
  const plot = height - TOP - labels;
  const slot = WIDTH / Math.max(points.length, 1);
  const bar = Math.min(48, slot * 0.7);
  // About 6.5 px a character at 11 px: a label gets what its slot holds, or none when that is too little.
  const chars = Math.floor(slot / 6.5);
  const every = chars >= 4 ? 1 : Math.ceil(4 / Math.max(chars, 1));
  const fit = (label: string) => {
    const room = chars * every;
    return label.length > room ? `${label.slice(0, Math.max(room - 1, 1))}…` : label;
  };
  if (points.length === 0) return <Text color="fg.muted">—</Text>;
  return (
    <Box ref={ref} w="full" data-testid={testId}>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} width={WIDTH} height={height} role="img" style={{ direction: 'ltr' }}>
        <title>{title}</title>
        <line x1="0" x2={WIDTH} y1={TOP + plot} y2={TOP + plot} style={{ stroke: 'var(--chakra-colors-border)' }} />
        {points.map((point, index) => {
          const at = rtl ? points.length - 1 - index : index;
          const h = (Math.max(point.value, 0) / max) * plot;
          const x = at * slot + (slot - bar) / 2;
          return (
            <g key={point.key} data-testid={`${testId}-bar`} data-value={point.value}>
              <rect
                x={x}
                y={TOP + plot - h}
                width={bar}
                height={Math.max(h, point.value > 0 ? 1 : 0)}
                rx="3"
                style={{ fill: paletteColor(point.palette ?? palette) }}
              >
                <title>{`${point.label}: ${point.value}`}</title>
              </rect>
              <text
                x={x + bar / 2}
                y={TOP + plot - h - 4}
                textAnchor="middle"
                style={{ fill: 'var(--chakra-colors-fg-muted)', fontSize: '11px' }}
              >
                {shortFigure(point.value, i18n.language)}
              </text>
              {showLabels && index % every === 0 && (
                <text
                  x={x + bar / 2}
                  y={height - 8}
                  textAnchor="middle"
                  style={{ fill: 'var(--chakra-colors-fg-muted)', fontSize: '11px' }}
                >
                  {fit(point.label)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </Box>
  );
}
