import { describe, expect, it } from 'vitest';
import { abilityRules, authAbilities, createAbility, endpoints, resources } from '@cmms/contracts';
import {
  KEY_SUBJECTS,
  PERMISSION_AREAS,
  PERMISSION_KEYS,
  SUPERUSER_SUBJECTS,
} from '@cmms/contracts/permission-catalog';

/**
 * Whatever a route checks must be grantable from the group matrix: a resource whose area is not in
 * the catalogue, or an endpoint asking for an action no key grants, would pass every other test and
 * still be unusable by anyone but a superuser.
 */
const keys = [...PERMISSION_KEYS].filter((key) => key !== 'superuser');
const grantedBy = (action: string, subject: string): string[] =>
  keys.filter((key) => createAbility(abilityRules(new Set([key]))).can(action, subject));
const superuserOnly = (subject: string) => (SUPERUSER_SUBJECTS as readonly string[]).includes(subject);
// A resource may also sit on the subject one key opens (contract quotations on `contracts.quotations`).
const areas = new Set<string>([...PERMISSION_AREAS.map((area) => area.id), ...Object.values(KEY_SUBJECTS)]);

describe('permission catalogue', () => {
  it.each(resources.map((r) => [r.name, r.permission]))('%s names an area of the catalogue (%s)', (_, area) => {
    expect(areas.has(area) || superuserOnly(area)).toBe(true);
  });

  // An endpoint open to any one of several abilities needs each of them grantable.
  const guarded = endpoints.flatMap((e) => authAbilities(e.auth).map((a) => [e.id, a.action, a.subject]));
  it.each(guarded)('%s asks for %s on %s, which a key grants', (_, action, subject) => {
    if (superuserOnly(subject!)) return;
    expect(grantedBy(action!, subject!)).not.toEqual([]);
  });

  it('opens a key subject to its key only', () => {
    for (const [key, subject] of Object.entries(KEY_SUBJECTS)) {
      expect(grantedBy('update', subject)).toEqual([key]);
      expect(keys.includes(key)).toBe(true);
    }
  });

  it('lets no key grant a superuser-only subject', () => {
    for (const subject of SUPERUSER_SUBJECTS) expect(grantedBy('read', subject)).toEqual([]);
  });
});
