import { resources, type ResourceDecl } from '@cmms/contracts';

/**
 * Console areas that hold generic resource screens (the route's first segment): every `area` the
 * registry declares, in registry order, so a new area needs only its `menu.<area>` label.
 */
export const RESOURCE_AREAS: readonly string[] = [...new Set(resources.map((r) => r.area))];
export type ResourceArea = ResourceDecl['area'];

/** `/settings/companies`, `/people/users/3`, `/people/users/3/edit`: each resource lives under its area. */
export const resourcePath = (r: Pick<ResourceDecl, 'area' | 'name'>, ...rest: (string | number)[]): string =>
  [`/${r.area}/${r.name}`, ...rest.map(String)].join('/');
