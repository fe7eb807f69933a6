import { abilityRules, authAbilities, createAbility, endpoints, MOVE_RULES, type Ability } from '@cmms/contracts';
import { PERMISSION_KEYS } from '@cmms/contracts/permission-catalog';

let cached: ReadonlySet<string> | null = null;

/**
 * The permission keys some route of the mock checks: granting one of them opens a call (and the
 * screen on it). The others are in the catalogue for the real backend's areas the mock has no
 * screens or routes for yet (kits, contracts, logger forms...); the matrix marks them.
 * `superuser` always counts: it opens everything.
 */
export function availablePermissionKeys(): ReadonlySet<string> {
  if (cached) return cached;
  // Routes check their declared auth; work-order moves also check their own key (assign, close...).
  const moves = Object.values(MOVE_RULES).flatMap((rule): Ability[] =>
    rule.permission ? [{ action: rule.permission, subject: 'workorders' }] : [],
  );
  const asked = [...endpoints.flatMap((e) => authAbilities(e.auth)), ...moves];
  cached = new Set(
    [...PERMISSION_KEYS].filter((key) => {
      if (key === 'superuser') return true;
      const ability = createAbility(abilityRules(new Set([key])));
      return asked.some((a) => ability.can(a.action, a.subject));
    }),
  );
  return cached;
}
