import { lazy } from 'react';
import { ChartFrame } from './chart-frame';
import type { ChartProps } from './chart-types';

const LineDrawing = lazy(() => import('./chart-drawing').then((m) => ({ default: m.LineDrawing })));

/**
 * A line through the points in order (a figure over months), broken where a point has no data, with
 * labels that fit and a tooltip.
 */
export function LineChart({ testId = 'line-chart', ...props }: ChartProps) {
  return <ChartFrame Drawing={LineDrawing} testId={testId} {...props} />;
}
