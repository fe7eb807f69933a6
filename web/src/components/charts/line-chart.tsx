import { lazy, Suspense } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { useChartWidth } from './use-chart-width';
import { ChartValues } from './chart-values';
import type { ChartProps } from './chart-types';

const LineDrawing = lazy(() => import('./chart-drawing').then((m) => ({ default: m.LineDrawing })));

/**
 * A line through the points in order (a figure over months), broken where a point has no data, with
 * labels that fit and a tooltip; the figures also as a table for screen readers. The drawing (Recharts)
 * loads with the first chart.
 */
export function LineChart({ points, height = 180, palette = 'teal', title, testId = 'line-chart', max }: ChartProps) {
  const { ref, width } = useChartWidth<HTMLDivElement>();
  if (points.length === 0) return <Text color="fg.muted">—</Text>;
  return (
    <Box ref={ref} w="full" minW="0" data-testid={testId}>
      <ChartValues title={title} points={points} testId={testId} />
      <Box aria-hidden="true">
        <Suspense fallback={<Box h={`${height}px`} />}>
          <LineDrawing
            points={points}
            width={width}
            height={height}
            palette={palette}
            title={title}
            testId={testId}
            max={max}
          />
        </Suspense>
      </Box>
    </Box>
  );
}
