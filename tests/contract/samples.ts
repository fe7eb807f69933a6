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
        const list = await call(target, 'GET', `${endpointPath(`${getResource(f.ref).name}.list`)}?limit=1`);
        body[key] = (list.json as { rows?: { id: number }[] })?.rows?.[0]?.id;
        break;
      }
      default:
        body[key] = key === r.titleField ? name : name.slice(0, f.max ?? 255);
    }
  }
  body[r.titleField] = name;
  return body;
}
