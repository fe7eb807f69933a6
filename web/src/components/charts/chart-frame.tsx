import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { useChartWidth } from './use-chart-width';
import { ChartValues } from './chart-values';
import type { ChartProps } from './chart-types';
import type { DrawingProps } from './chart-drawing';

/**
 * What every chart shares around its drawing: the width it measures, the figures as a table for screen
 * readers, and a box of the chart's height while the drawing's code (Recharts) loads with the first chart.
 */
export function ChartFrame({
  Drawing,
  points,
  height = 180,
  palette = 'teal',
  title,
  testId,
  max,
}: ChartProps & { Drawing: LazyExoticComponent<ComponentType<DrawingProps>>; testId: string }) {
  const { ref, width } = useChartWidth<HTMLDivElement>();
  if (points.length === 0) return <Text color="fg.muted">—</Text>;
  return (
    <Box ref={ref} w="full" minW="0" data-testid={testId}>
      <ChartValues title={title} points={points} testId={testId} />
      <Box aria-hidden="true">
        <Suspense fallback={<Box h={`${height}px`} />}>
          <Drawing
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
