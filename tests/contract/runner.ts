import { endpoints as allEndpoints, findResource, type Endpoint } from '@cmms/contracts';
import type { Target } from './http-client.js';
import { checkAuth, type Credentials } from './auth-checks.js';
import { checkDetail, checkList, checkSelectList, checkUnauthorized } from './read-checks.js';
import { EndpointRecorder, type EndpointResult } from './results.js';
import { roundTrip } from './write-checks.js';
import { actionRoundTrips, checkActionRead } from './action-checks.js';
import { assetRoundTrips } from './asset-action-checks.js';
import { v8RoundTrips } from './v8-checks.js';
import { workOrderRoundTrips } from './work-order-checks.js';
import { preventiveRoundTrips } from './preventive-checks.js';
import { agreementRoundTrips } from './agreement-checks.js';
import { contractMoneyRoundTrips } from './contract-money-checks.js';
import { devSwitchRoundTrips } from './dev-switch-checks.js';
import { templateShopRoundTrips } from './template-shop-checks.js';
import { logbookRoundTrips } from './logbook-checks.js';
import { templateAppRoundTrips } from './template-app-checks.js';
import { demoRoundTrips } from './demo-checks.js';

export interface RunOptions {
  target: Target;
  write: boolean;
  strict: boolean;
  template: boolean;
  /** Also check the mock's own tooling (`origin: 'mock'`: demo sessions, dev switches); on against the mock. */
  mockTools?: boolean;
  credentials?: Credentials;
  runId?: string;
  endpoints?: readonly Endpoint[];
}

const WRITE_KINDS = new Set(['create', 'update', 'delete', 'restore']);
const AUTH_KINDS = new Set([
  'login',
  'me',
  'user-selectlist',
  'jwt-login',
  'jwt-register',
  'jwt-refresh',
  'jwt-logout',
]);

/** Checks every registered endpoint; never sends a destructive call without `write`. */
export async function runContract(options: RunOptions): Promise<EndpointResult[]> {
  const list = options.endpoints ?? allEndpoints;
  const flags = { strict: options.strict, template: options.template, credentials: options.credentials };
  const recorders = new Map(list.map((e) => [e.id, new EndpointRecorder(e.id, e.method, e.path)]));
  const runId = options.runId ?? new Date().toISOString().replace(/\D/g, '').slice(0, 14);

  const outOfScope = (e: Endpoint): string | undefined =>
    e.origin === 'mock' && !options.mockTools
      ? "the mock's own tooling: a real backend has none"
      : e.origin === 'template' && !options.template
        ? 'a template app call (the stock template answers it in the browser); pass --template'
        : undefined;

  const skippedIds = new Set(list.filter((e) => outOfScope(e)).map((e) => e.id));
  // Round trips reach only the endpoints in scope (an out-of-scope one keeps its skip).
  const inScope = (id: string) => (skippedIds.has(id) ? undefined : recorders.get(id));

  for (const e of list) {
    const rec = recorders.get(e.id)!;
    const skipped = outOfScope(e);
    if (skipped) {
      rec.skip(skipped);
      continue;
    }
    try {
      // Reads can be probed without a token safely; writes are never sent unauthenticated.
      if (e.method === 'GET' && e.auth !== 'public' && e.kind !== 'list')
        await checkUnauthorized(rec, e, options.target);
      if (e.kind === 'list') await checkList(rec, e, options.target, flags);
      else if (e.kind === 'detail') await checkDetail(rec, e, options.target, flags);
      else if (e.kind === 'selectlist') await checkSelectList(rec, e, options.target, flags);
      else if (AUTH_KINDS.has(e.kind)) await checkAuth(rec, e, options.target, flags);
      else if (e.kind === 'action' && e.method === 'GET') await checkActionRead(rec, e, options.target, flags);
      else if ((WRITE_KINDS.has(e.kind) || e.kind === 'action') && !options.write)
        rec.skip('destructive; pass --write');
    } catch (error) {
      rec.fail({ check: 'request', detail: error instanceof Error ? error.message : String(error) });
    }
  }

  if (options.write) {
    const resourceNames = [...new Set(list.filter((e) => e.kind === 'create').map((e) => e.resource!))];
    for (const name of resourceNames) {
      const r = findResource(name);
      if (!r) continue;
      try {
        await roundTrip(r, inScope, options.target, flags, runId);
      } catch (error) {
        recorders
          .get(`${name}.create`)!
          .fail({ check: 'round trip', detail: error instanceof Error ? error.message : String(error) });
      }
    }
  }
  if (options.write) {
    try {
      await actionRoundTrips(inScope, options.target, flags, runId);
      await assetRoundTrips(inScope, options.target, flags, runId);
      await v8RoundTrips(inScope, options.target, flags, runId);
      await workOrderRoundTrips(inScope, options.target, flags, runId);
      await preventiveRoundTrips(inScope, options.target, flags, runId);
      await agreementRoundTrips(inScope, options.target, flags, runId);
      await contractMoneyRoundTrips(inScope, options.target, flags, runId);
      if (options.mockTools) await devSwitchRoundTrips(inScope, options.target, flags);
      if (options.template) await templateShopRoundTrips(inScope, options.target, flags, runId);
      await logbookRoundTrips(inScope, options.target, flags, runId);
      if (options.template) await templateAppRoundTrips(inScope, options.target, flags, runId);
      // Last: inside a demo session its reset ends the run's sign-in.
      if (options.mockTools) await demoRoundTrips(inScope, options.target, flags);
    } catch (error) {
      recorders
        .get('groups.add-member')
        ?.fail({ check: 'action round trips', detail: error instanceof Error ? error.message : String(error) });
    }
  }
  // A write endpoint no round trip reached (e.g. its create failed first) says so rather than passing silently.
  for (const rec of recorders.values()) {
    if (rec.result.status === 'pass' && rec.result.passed.length === 0) rec.skip('not reached: an earlier step failed');
  }
  return [...recorders.values()].map((r) => r.result);
}
