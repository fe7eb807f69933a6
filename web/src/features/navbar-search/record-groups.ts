import { getResource, type AppAbility } from '@cmms/contracts';
import { canCallEndpoint } from '../../api/endpoint-exists';
import { resourcePath } from '../../resources/resource-path';
import type { SubKey } from '../../i18n/keys';

/** A found record, as the list endpoints answer it (only the fields a hit shows). */
export type FoundRow = Record<string, unknown> & { id: number };

const text = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
const nested = (value: unknown): string | undefined =>
  value && typeof value === 'object' && 'name' in value ? text((value as { name: unknown }).name) : undefined;
const joined = (...parts: (string | undefined)[]): string | undefined =>
  parts.filter((part) => part && part.trim()).join(' · ') || undefined;

/**
 * A kind of record the search finds through the resource's existing list endpoint (`<resource>.list` with
 * `search=`): its title and second line, and the fields that rank it (first weighs most).
 */
export interface RecordGroup {
  /** Also its heading's key (`groups.<key>`). */
  key: SubKey<'groups', 'navbar-search'>;
  resource: string;
  title: (row: FoundRow) => string;
  detail: (row: FoundRow) => string | undefined;
  rankBy: readonly ((row: FoundRow) => unknown)[];
}

export const RECORD_GROUPS: readonly RecordGroup[] = [
  {
    key: 'assets',
    resource: 'hardware',
    title: (row) => text(row.asset_tag) ?? `#${row.id}`,
    detail: (row) => joined(text(row.name), nested(row.model), text(row.serial)),
    rankBy: [(row) => row.asset_tag, (row) => row.serial, (row) => row.name],
  },
  {
    key: 'workOrders',
    resource: 'workorders',
    title: (row) => joined(text(row.number), text(row.title)) ?? `#${row.id}`,
    detail: (row) => joined(nested(row.status), nested(row.asset)),
    rankBy: [(row) => row.number, (row) => row.title],
  },
  {
    key: 'users',
    resource: 'users',
    title: (row) => text(row.name) ?? joined(text(row.first_name), text(row.last_name)) ?? `#${row.id}`,
    detail: (row) => joined(text(row.username), text(row.email)),
    rankBy: [(row) => row.username, (row) => row.name, (row) => row.email],
  },
  {
    key: 'customers',
    resource: 'customers',
    title: (row) => text(row.name) ?? `#${row.id}`,
    detail: (row) => joined(text(row.code), text(row.city)),
    rankBy: [(row) => row.code, (row) => row.name],
  },
  {
    key: 'contracts',
    resource: 'contracts',
    title: (row) => text(row.name) ?? `#${row.id}`,
    detail: (row) => joined(text(row.tag), nested(row.customer)),
    rankBy: [(row) => row.tag, (row) => row.name],
  },
];

/** The list endpoint of a group's resource. */
export const listEndpoint = (group: RecordGroup): string => `${group.resource}.list`;

/** Only the kinds this role may list (the server checks the same rule; a technician finds no users). */
export const readableGroups = (ability: AppAbility): RecordGroup[] =>
  RECORD_GROUPS.filter((group) => canCallEndpoint(ability, listEndpoint(group)));

const resourceOf = (group: RecordGroup) => getResource(group.resource);

/** A found record's page. */
export const recordPath = (group: RecordGroup, row: FoundRow): string => resourcePath(resourceOf(group), row.id);

/** The group's list filtered by the query (the list keeps its search in the URL). */
export const seeAllPath = (group: RecordGroup, query: string): string =>
  `${resourcePath(resourceOf(group))}?${new URLSearchParams({ search: query }).toString()}`;
