import {
  authAbilities,
  getEndpoint,
  isEndpointId,
  type AppAbility,
  type Checked,
  type EndpointId,
} from '@cmms/contracts';

/** Whether the contracts declare an endpoint (select lists exist only for some resources). */
export const endpointExists = (id: string): id is EndpointId => isEndpointId(id);

/** Whether the user's ability passes an endpoint's declared auth (the server checks the same rule). */
export function canCallEndpoint<S extends string>(ability: AppAbility, id: Checked<S, EndpointId>): boolean {
  if (!endpointExists(id)) return false;
  const { auth } = getEndpoint<string>(id);
  if (auth === 'public' || auth === 'user') return true;
  return authAbilities(auth).some((a) => ability.can(a.action, a.subject));
}
