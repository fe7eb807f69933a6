import { sessionSchema } from '@cmms/contracts/auth';
import type { Envelope } from '@cmms/contracts';
import { callEndpoint } from '../api/http';
import { refreshAbility } from './ability';
import { storeSession } from './session-storage';

/*
 * The login page imports this after its form is on screen: the endpoint table and the ability pull in
 * every resource's schemas, whose construction is most of a phone's first-load CPU time.
 */

export const requestSession = (body: { email: string; password: string }, signal: AbortSignal) =>
  callEndpoint<Envelope<unknown>>('auth.login', {}, { method: 'POST', body, signal });

/** Stores a valid session and its ability; false when the server's payload is not one. */
export function keepSession(payload: unknown): boolean {
  const session = sessionSchema.safeParse(payload);
  if (!session.success) return false;
  storeSession(session.data);
  refreshAbility();
  return true;
}

export const readLoginOptions = <T>(signal: AbortSignal) => callEndpoint<T>('auth.options', {}, { signal });
