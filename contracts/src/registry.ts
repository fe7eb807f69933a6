import type { ResourceDecl } from './kit/resource.js';
import type { Checked } from './kit/endpoint.js';
import type { RowFrom } from './kit/row-type.js';
import { placeResources, type FeatureContract, type ReferenceTarget } from './kit/feature-contract.js';
import { featureContracts } from './features/index.js';
import { companies } from './resources/companies.js';
import { categories } from './resources/categories.js';
import { statuslabels } from './resources/statuslabels.js';
import { manufacturers } from './resources/manufacturers.js';
import { suppliers } from './resources/suppliers.js';
import { departments } from './resources/departments.js';
import { depreciations } from './resources/depreciations.js';
import { locations } from './resources/locations.js';
import { users } from './resources/users.js';
import { groups } from './resources/groups.js';
import { emailTemplates } from './resources/email-templates.js';
import { customFields } from './resources/custom-fields.js';
import { fieldsets } from './resources/fieldsets.js';
import { loginAttempts } from './resources/login-attempts.js';
import { models } from './resources/models.js';
import { hardware } from './resources/hardware.js';
import { maintenances } from './resources/maintenances.js';
import { licenses } from './resources/licenses.js';
import { accessories } from './resources/accessories.js';
import { components } from './resources/components.js';
import { consumables } from './resources/consumables.js';

/** The core's resources, in menu order; the feature modules' join them where their manifests place them. */
const core = [
  companies,
  categories,
  statuslabels,
  manufacturers,
  suppliers,
  departments,
  depreciations,
  locations,
  customFields,
  fieldsets,
  emailTemplates,
  users,
  groups,
  loginAttempts,
  models,
  hardware,
  maintenances,
  licenses,
  accessories,
  components,
  consumables,
] as const;

type FeatureResource = (typeof featureContracts)[number]['resources'][number]['resources'][number];
const features: readonly FeatureContract[] = featureContracts;

/** Each declaration's own type, with its literal name and options. */
export type DeclaredResource = (typeof core)[number] | FeatureResource;
/** A registry key: hooks, console extensions and menu icons are keyed by it. */
export type ResourceName = DeclaredResource['name'];
/** A resource's row as its list and detail carry it, typed from its declaration (`RowOf<'workorders'>`). */
export type RowOf<N extends ResourceName> = RowFrom<Extract<DeclaredResource, { name: N }>>;

/**
 * Every declared resource; the engines in server, web and tests iterate this list. Order is menu order:
 * work orders and preventive plans first, the service business last.
 */
export const resources: readonly ResourceDecl[] = placeResources(core, features);

const byName = new Map(resources.map((r) => [r.name, r]));

export const isResourceName = (name: string): name is ResourceName => byName.has(name);

export function getResource<S extends string>(name: Checked<S, ResourceName>): ResourceDecl {
  const r = byName.get(name);
  if (!r) throw new Error(`Unknown resource '${name}'`);
  return r;
}

export const findResource = (name: string): ResourceDecl | undefined => byName.get(name);

/**
 * What a reference points at, by registry name: its table and how a row is named there (its title
 * field, except people by full name and assets by name, else tag).
 */
export const referenceTargets: Record<string, ReferenceTarget> = {
  ...Object.fromEntries(
    resources.map((r) => [r.name, { table: r.table, title: r.refTitle ?? r.titleField, softDelete: r.softDelete }]),
  ),
  // A user is named by full name wherever it is referenced (manager, created_by, assignees).
  users: { table: 'users', title: "trim(coalesce(first_name,'') || ' ' || coalesce(last_name,''))", softDelete: true },
  // An asset is named by its name when it has one, else by its tag.
  hardware: { table: 'assets', title: 'coalesce(name, asset_tag)', softDelete: true },
  // A feature's own (an SLA's commitments).
  ...Object.fromEntries(features.flatMap((f) => Object.entries(f.referenceTargets ?? {}))),
};
