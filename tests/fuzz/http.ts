import type { Endpoint } from '@cmms/contracts';
import type { InjectOptions } from 'fastify';

/** The endpoint's URL with `:id` filled in (already encoded by the caller when it is junk). */
export const urlOf = (e: Endpoint, id: string | number = 1): string => e.path.replace(':id', String(id));

/** Endpoints of the same resource and kind: the create endpoint's update, delete, detail... */
export const sibling = (endpoints: readonly Endpoint[], e: Endpoint, kind: Endpoint['kind']): Endpoint[] =>
  endpoints.filter((x) => x.resource === e.resource && x.kind === kind);

/**
 * A body as an HTML form would send it (the second client does), or null when it cannot be: forms
 * carry only texts, so only scalars whose text form the server reads back to the same value qualify.
 */
export function toForm(body: Record<string, unknown>): string | null {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value === null) form.append(key, '');
    else if (typeof value === 'boolean') form.append(key, value ? '1' : '0');
    else if (typeof value === 'number' && /^-?\d+(\.\d+)?$/.test(String(value))) form.append(key, String(value));
    else if (typeof value === 'string') form.append(key, value);
    else return null;
  }
  return form.toString();
}

export type Transport = 'json' | 'form' | 'override';

/**
 * One write in any of the ways the API takes it: JSON, a urlencoded form, or POST with `_method`
 * (the method override the second client uses for PATCH and PUT).
 */
export function writeRequest(
  e: Endpoint,
  id: number | undefined,
  body: Record<string, unknown>,
  transport: Transport,
): InjectOptions {
  const url = urlOf(e, id);
  if (transport === 'override' && (e.method === 'PATCH' || e.method === 'PUT')) {
    return { method: 'POST', url, payload: { ...body, _method: e.method } };
  }
  const form = transport === 'form' ? toForm(body) : null;
  if (form !== null) {
    return {
      method: e.method,
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form,
    };
  }
  return { method: e.method, url, payload: body };
}
