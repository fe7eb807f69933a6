import type { ResourceDecl } from '@cmms/contracts';

/** Console areas that hold generic resource screens; the route's first segment. */
export const RESOURCE_AREAS = ['settings', 'people'] as const;
export type ResourceArea = (typeof RESOURCE_AREAS)[number];

/** `/settings/companies`, `/people/users/3`, `/people/users/3/edit`: each resource lives under its area. */
export const resourcePath = (r: Pick<ResourceDecl, 'area' | 'name'>, ...rest: (string | number)[]): string =>
  [`/${r.area}/${r.name}`, ...rest.map(String)].join('/');
