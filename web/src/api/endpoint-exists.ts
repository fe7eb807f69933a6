import { authAbilities, endpoints, getEndpoint, type AppAbility } from '@cmms/contracts';

const ids = new Set(endpoints.map((e) => e.id));

/** Whether the contracts declare an endpoint (select lists exist only for some resources). */
export const endpointExists = (id: string): boolean => ids.has(id);

/** Whether the user's ability passes an endpoint's declared auth (the server checks the same rule). */
export function canCallEndpoint(ability: AppAbility, id: string): boolean {
  if (!endpointExists(id)) return false;
  const { auth } = getEndpoint(id);
  if (auth === 'public' || auth === 'user') return true;
  return authAbilities(auth).some((a) => ability.can(a.action, a.subject));
}
