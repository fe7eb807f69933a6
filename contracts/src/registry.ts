import type { ResourceDecl } from './kit/resource.js';
import type { Checked } from './kit/endpoint.js';
import type { RowFrom } from './kit/row-type.js';
import { companies } from './resources/companies.js';
import { categories } from './resources/categories.js';
import { statuslabels } from './resources/statuslabels.js';
import { manufacturers } from './resources/manufacturers.js';
import { suppliers } from './resources/suppliers.js';
import { departments } from './resources/departments.js';
import { depreciations } from './resources/depreciations.js';
import { locations } from './resources/locations.js';
import { workOrderStatuses } from './resources/work-order-statuses.js';
import { workOrderPriorities } from './resources/work-order-priorities.js';
import { workOrderCategories } from './resources/work-order-categories.js';
import { users } from './resources/users.js';
import { groups } from './resources/groups.js';
import { causes } from './resources/causes.js';
import { escalationMatrix } from './resources/escalation-matrix.js';
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
import { workOrders } from './resources/work-orders.js';
import { checklists } from './resources/checklists.js';
import { schedulers } from './resources/schedulers.js';
import { agreements } from './resources/agreements.js';
import { agreementCommitments } from './resources/agreement-commitments.js';
import { contractQuotations } from './resources/contract-quotations.js';
import { contractInvoices } from './resources/contract-invoices.js';
import { customers } from './resources/customers.js';
import { vendors } from './resources/vendors.js';
import { services } from './resources/services.js';
import { contractTypes } from './resources/contract-types.js';
import { contractStatuses } from './resources/contract-statuses.js';
import { contracts } from './resources/contracts.js';

const declared = [
  // Maintenance first: the product's centre, the first section of the menu.
  workOrders,
  checklists,
  schedulers,
  companies,
  categories,
  statuslabels,
  manufacturers,
  suppliers,
  departments,
  depreciations,
  locations,
  workOrderStatuses,
  workOrderPriorities,
  workOrderCategories,
  causes,
  customFields,
  fieldsets,
  escalationMatrix,
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
  agreements,
  contractQuotations,
  contractInvoices,
  // The service business (issue 14).
  customers,
  vendors,
  services,
  contracts,
  contractTypes,
  contractStatuses,
] as const;

/** Each declaration's own type, with its literal name and options. */
export type DeclaredResource = (typeof declared)[number];
/** A registry key: hooks, console extensions and menu icons are keyed by it. */
export type ResourceName = DeclaredResource['name'];
/** A resource's row as its list and detail carry it, typed from its declaration (`RowOf<'workorders'>`). */
export type RowOf<N extends ResourceName> = RowFrom<Extract<DeclaredResource, { name: N }>>;

/** Every declared resource; the engines in server, web and tests iterate this list. Order is menu order. */
export const resources: readonly ResourceDecl[] = declared;

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
export const referenceTargets: Record<string, { table: string; title: string; softDelete: boolean }> = {
  ...Object.fromEntries(
    resources.map((r) => [r.name, { table: r.table, title: r.refTitle ?? r.titleField, softDelete: r.softDelete }]),
  ),
  // A user is named by full name wherever it is referenced (manager, created_by, assignees).
  users: { table: 'users', title: "trim(coalesce(first_name,'') || ' ' || coalesce(last_name,''))", softDelete: true },
  // An asset is named by its name when it has one, else by its tag.
  hardware: { table: 'assets', title: 'coalesce(name, asset_tag)', softDelete: true },
  // An SLA's commitment (an asset's `commitment_id`), named by its description, else its kind and target.
  [agreementCommitments.name]: {
    table: agreementCommitments.table,
    title: "coalesce(description, kind || ' ' || coalesce(target_hours || ' h', target_percent || ' %'))",
    softDelete: false,
  },
};
