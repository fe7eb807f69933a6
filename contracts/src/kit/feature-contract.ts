import type { Endpoint } from './endpoint.js';
import type { ResourceDecl } from './resource.js';
import type { SubResourceDecl } from './sub-resource.js';

/**
 * Where a run of a feature's resources sits in the registry's order, which is the menu's and the OpenAPI
 * document's: before the core's resources, right after a named resource (a vocabulary among the settings),
 * or after everything.
 */
export type ResourcePlace = 'start' | 'end' | { after: string };

export interface PlacedResources {
  place: ResourcePlace;
  resources: readonly ResourceDecl[];
}

/**
 * One feature module's contracts (issue 25), exported by its folder's manifest: its resource declarations,
 * placed, and its own endpoints. Declared with `as const` and `satisfies`, so names and ids stay literal.
 */
export interface FeatureContract {
  resources: readonly PlacedResources[];
  endpoints: readonly Endpoint[];
  subResources?: readonly SubResourceDecl[];
  /** What its references point at beyond its declared resources (a child collection's rows), by ref name. */
  referenceTargets?: Readonly<Record<string, ReferenceTarget>>;
}

/** What a reference points at: its table, how a row is named there (SQL), whether rows are soft-deleted. */
export interface ReferenceTarget {
  table: string;
  title: string;
  softDelete: boolean;
}

/**
 * The core's resources with the features' placed among them. Runs placed at the same spot keep the order
 * of the feature list and of each manifest.
 */
export function placeResources(
  core: readonly ResourceDecl[],
  features: readonly FeatureContract[],
): readonly ResourceDecl[] {
  const runs = features.flatMap((f) => f.resources);
  const at = (place: 'start' | 'end') => runs.filter((run) => run.place === place).flatMap((run) => run.resources);
  const placed = [...at('start'), ...core, ...at('end')];
  // A run goes after its anchor and after the runs already placed there.
  const lastAfter = new Map<string, string>();
  for (const { place, resources } of runs) {
    if (typeof place === 'string' || resources.length === 0) continue;
    const behind = lastAfter.get(place.after) ?? place.after;
    const index = placed.findIndex((r) => r.name === behind);
    if (index < 0) throw new Error(`Resources placed after unknown resource '${place.after}'`);
    placed.splice(index + 1, 0, ...resources);
    lastAfter.set(place.after, resources[resources.length - 1]!.name);
  }
  return placed;
}

/** The manifests' endpoints in their order, each kept with its own type (so `EndpointId` knows their ids). */
export const contractEndpointsOf = <const L extends readonly FeatureContract[]>(
  list: L,
): readonly L[number]['endpoints'][number][] => list.flatMap((f) => f.endpoints);

/** The manifests' sub-resource declarations, in order. */
export const contractSubResourcesOf = (list: readonly FeatureContract[]): readonly SubResourceDecl[] =>
  list.flatMap((f) => f.subResources ?? []);
