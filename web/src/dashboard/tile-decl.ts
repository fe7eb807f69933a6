import type { TFunction } from 'i18next';
import type { DashboardTile } from '@cmms/contracts';
import type { FeatureNamespace, NamespaceKey, TranslationKey } from '../i18n/keys';

/**
 * The tile's label: i18n key of a core text, or of a feature's in that feature's namespace (loaded before the
 * card renders); `<labelKey>Hint` explains the figure.
 */
export type TileLabel =
  | { labelKey: TranslationKey; namespace?: undefined }
  | { [N in FeatureNamespace]: { labelKey: NamespaceKey<N>; namespace: N } }[FeatureNamespace];

/** A dashboard tile as the console draws it (a leaf: the feature registry and the tiles both read it). */
export type DashboardTileDecl = TileLabel & {
  id: string;
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
};
