import { ROLE_GROUPS } from '@cmms/contracts';
import { CONTRACT_STATUSES, CONTRACT_TYPES, SERVICES, type ContractMeaning } from '../data/service-data.js';
import type { ServiceContext } from './service-context.js';

export interface Catalogue {
  services: ReadonlyMap<string, number>;
  types: ReadonlyMap<string, { id: number; billing: string }>;
  statuses: ReadonlyMap<ContractMeaning, number>;
}

/** The service tree (families, then their services with their groups and models), contract types and statuses. */
export function seedCatalogue({ sqlite, insert, count, dates }: ServiceContext): Catalogue {
  const at = { created_by: 1, created_at: dates.stamp(-1000), updated_at: dates.stamp(-1000) };
  const groupId = sqlite.prepare('SELECT id FROM permission_groups WHERE name = ?').pluck();
  const groupOf = (role: string) => {
    const group = ROLE_GROUPS.find((g) => g.role === role);
    return group ? (groupId.get(group.name) as number | undefined) : undefined;
  };
  const modelOf = sqlite.prepare('SELECT id FROM models WHERE name = ?').pluck();
  const services = new Map<string, number>();
  for (const s of SERVICES) {
    const groups = (s.groups ?? []).flatMap((role) => groupOf(role) ?? []);
    const models = (s.models ?? []).map((name) => modelOf.get(name) as number);
    const id = insert('services', {
      name: s.name,
      description: s.description,
      type: s.type,
      parent_id: s.parent ? services.get(s.parent)! : null,
      ...at,
    });
    for (const group of groups) insert('service_groups', { service_id: id, group_id: group });
    for (const model of models) insert('service_models', { service_id: id, model_id: model });
    services.set(s.name, id);
    count('services');
  }
  const types = new Map<string, { id: number; billing: string }>();
  for (const t of CONTRACT_TYPES) {
    const id = insert('contract_types', {
      name: t.name,
      description: t.description,
      billing: t.billing,
      default_duration_months: t.months,
      ...at,
    });
    types.set(t.name, { id, billing: t.billing });
    count('contract_types');
  }
  const statuses = new Map<ContractMeaning, number>();
  CONTRACT_STATUSES.forEach(([name, meaning, color], i) => {
    statuses.set(
      meaning,
      insert('contract_statuses', {
        name,
        state: meaning,
        color,
        sort_order: (i + 1) * 10,
        is_default: meaning === 'draft',
        ...at,
      }),
    );
    count('contract_statuses');
  });
  return { services, types, statuses };
}
