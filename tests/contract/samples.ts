import type { ResourceDecl } from '@cmms/contracts';
import { endpointPath, getResource } from '@cmms/contracts';
import { call, type Target } from './http-client.js';

/** A valid create body for a scratch record, named so that people recognise it and can clean it up. */
export async function scratchBody(target: Target, r: ResourceDecl, name: string): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {};
  for (const [key, f] of Object.entries(r.fields)) {
    if (f.readOnly || !f.required) continue;
    switch (f.kind) {
      case 'enum':
        body[key] = f.options[0];
        break;
      case 'integer':
      case 'number':
        body[key] = Math.max(f.min ?? 1, 1);
        break;
      case 'boolean':
        body[key] = false;
        break;
      case 'color':
        body[key] = '#336699';
        break;
      case 'email':
        body[key] = `${name}@example.invalid`;
        break;
      case 'url':
        body[key] = `https://example.invalid/${name}`;
        break;
      case 'date':
        body[key] = '2026-01-01';
        break;
      case 'reference': {
        // A scoped reference (a model's category) needs a row of the right kind: the list filters on it.
        const scope = f.scope ? `&${f.scope.column}=${encodeURIComponent(f.scope.value)}` : '';
        const list = await call(target, 'GET', `${endpointPath(`${getResource(f.ref).name}.list`)}?limit=1${scope}`);
        body[key] = (list.json as { rows?: { id: number }[] })?.rows?.[0]?.id;
        break;
      }
      case 'password':
        body[key] = `Scratch-${name}`.slice(0, 64);
        if (f.confirm) body[`${key}_confirmation`] = body[key];
        break;
      default:
        body[key] = key === r.titleField ? name : name.slice(0, 'max' in f && f.max !== undefined ? f.max : 255);
    }
  }
  // Causes and escalation rules go to users or to groups, and the chosen list may not be empty.
  if ('assignee_type' in r.fields && 'assignee_groups' in r.fields) {
    const groups = await call(target, 'GET', `${endpointPath('groups.list')}?limit=1`);
    body.assignee_type = 'group';
    body.assignee_groups = [(groups.json as { rows?: { id: number }[] })?.rows?.[0]?.id];
  }
  // A preventive plan covers what its target names: the scratch plan, every asset at the first place.
  if ('target_type' in r.fields && 'location_id' in r.fields) {
    const places = await call(target, 'GET', `${endpointPath('locations.list')}?limit=1`);
    body.target_type = 'location';
    body.location_id = (places.json as { rows?: { id: number }[] })?.rows?.[0]?.id;
  }
  // An SLA and a contract name their customer (the server requires it though the column may be empty).
  if (r.name === 'agreements' || r.name === 'contracts') {
    const customers = await call(target, 'GET', `${endpointPath('customers.list')}?limit=1`);
    body.customer_id = (customers.json as { rows?: { id: number }[] })?.rows?.[0]?.id;
  }
  body[nameKey(r)] = name;
  return body;
}

/** The text a scratch record is named by: its title, or its notes when the server writes the title (an invoice number). */
export const nameKey = (r: ResourceDecl): string => (r.fields[r.titleField]?.readOnly ? 'notes' : r.titleField);
