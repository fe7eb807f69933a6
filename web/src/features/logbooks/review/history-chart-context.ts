import { createContext } from 'react';

/** What the history chart draws beyond a plain line: the spec band and, per point, the work order it raised. */
export interface HistoryChartExtras {
  low: number | null;
  high: number | null;
  unit: string | null;
  /** By point key (the submission id): flagged, and the work order's console path and number. */
  flagged: ReadonlyMap<string, { href: string | null; number: string | null }>;
  go: (href: string) => void;
}

export const HistoryChartContext = createContext<HistoryChartExtras>({
  low: null,
  high: null,
  unit: null,
  flagged: new Map(),
  go: () => undefined,
});
