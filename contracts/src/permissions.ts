import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';
import { keySubject } from './permission-catalog.js';

/** A stored permission value: Grant, Deny or Inherit (Snipe-IT's "1", "-1", "0"). */
export type PermissionValue = '1' | '-1' | '0';
export type PermissionMap = Record<string, PermissionValue>;

export type Action = 'manage' | 'read' | 'create' | 'update' | 'delete' | (string & {});
export type AppAbility = MongoAbility<[Action, string]>;
export type AbilityRule = RawRuleOf<AppAbility>;

/** With no stored abilities the console may read only the Auth subject (spec point 6). */
export const DEFAULT_ABILITY: AbilityRule[] = [{ action: 'read', subject: 'Auth' }];

/** Verbs of the permission keys and the CASL actions they grant. */
export const VERB_ACTION: Record<string, Action> = { view: 'read', create: 'create', edit: 'update', delete: 'delete' };

export const crudKeys = (area: string): string[] => ['view', 'create', 'edit', 'delete'].map((v) => `${area}.${v}`);

/**
 * Effective permissions: a user's own grant or deny wins over its groups; otherwise any group's
 * grant counts; a deny anywhere beats a grant from groups. Returns the granted keys.
 */
export function effectivePermissions(user: PermissionMap, groups: readonly PermissionMap[]): Set<string> {
  const keys = new Set<string>([...Object.keys(user), ...groups.flatMap((g) => Object.keys(g))]);
  const granted = new Set<string>();
  for (const key of keys) {
    const own = user[key];
    if (own === '1') granted.add(key);
    else if (own === '-1') continue;
    else if (groups.some((g) => g[key] === '-1')) continue;
    else if (groups.some((g) => g[key] === '1')) granted.add(key);
  }
  return granted;
}

/** The CASL rule list the console receives in `userData.ability`. */
export function abilityRules(granted: ReadonlySet<string>): AbilityRule[] {
  if (granted.has('superuser')) return [{ action: 'manage', subject: 'all' }];
  const rules: AbilityRule[] = [...DEFAULT_ABILITY];
  for (const key of [...granted].sort()) {
    // First part is the area (the CASL subject); the rest is the verb, e.g. `assets.view.requestable`.
    const dot = key.indexOf('.');
    if (dot < 0) {
      rules.push({ action: 'manage', subject: key });
      continue;
    }
    const subject = key.slice(0, dot);
    const verb = key.slice(dot + 1);
    rules.push({ action: VERB_ACTION[verb] ?? verb, subject });
    const opened = keySubject(key);
    if (opened) rules.push({ action: 'manage', subject: opened });
  }
  return rules;
}

export const createAbility = (rules: readonly AbilityRule[]): AppAbility =>
  createMongoAbility<[Action, string]>(rules as AbilityRule[]);
