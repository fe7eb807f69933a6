import type { TFunction } from 'i18next';
import type { DashboardTile } from '@cmms/contracts';

/** A dashboard tile as the console draws it (a leaf: the feature registry and the tiles both read it). */
export interface DashboardTileDecl {
  id: string;
  /** i18n key of the tile's label; `<labelKey>Hint` explains the figure. */
  labelKey: string;
  chart: 'bar' | 'line' | 'none';
  palette: string;
  /** A series point's label (a state's name, an age bucket). */
  seriesLabel?: (key: string, t: TFunction, language: string) => string;
  /** A series point's own colour. */
  seriesPalette?: (key: string) => string | undefined;
  /** The console address of the list behind the figure; the server's link by default. */
  link?: (tile: DashboardTile) => string | null;
  /** The figure is bad when high (overdue work): drawn red when not zero. */
  alarm?: boolean;
  /** The translation namespace of its label (a feature module's own); the console's by default. */
  namespace?: string;
}
