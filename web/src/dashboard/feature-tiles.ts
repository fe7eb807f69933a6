import type { DashboardTileDecl } from './tile-decl';

const featureTiles: DashboardTileDecl[] = [];

/**
 * Feature modules' tiles (`WebFeature.tiles`), registered by the composition root; shown after the core's.
 * A leaf of its own: the shell registers them without loading the dashboard's tile code.
 */
export function registerDashboardTiles(list: readonly DashboardTileDecl[]): void {
  for (const tile of list) if (!featureTiles.some((t) => t.id === tile.id)) featureTiles.push(tile);
}

export const registeredFeatureTiles = (): readonly DashboardTileDecl[] => featureTiles;
