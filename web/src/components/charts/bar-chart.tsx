import { lazy } from 'react';
import { ChartFrame } from './chart-frame';
import type { ChartProps } from './chart-types';

const BarDrawing = lazy(() => import('./chart-drawing').then((m) => ({ default: m.BarDrawing })));

/** Bars, one per point, scaled to the largest (or to `max`), with their figures, labels and a tooltip. */
export function BarChart({ testId = 'bar-chart', ...props }: ChartProps) {
  return <ChartFrame Drawing={BarDrawing} testId={testId} {...props} />;
}
