import { endpointPath, getEndpoint } from '@cmms/contracts';
import { devSwitchStateSchema } from '@cmms/contracts/dev-switches/endpoints';
import { call, type Target } from './http-client.js';
import { checkResponse, type RunFlags } from './check-response.js';
import { payloadOf, step, type Recorders } from './round-trip-steps.js';

/**
 * The dev switches' calls (a mock's own, issue 30). In development mode: a switch on the companies list
 * set for one call, cleared by id, then all cleared. Outside it (the usual target): each write answers
 * its documented 404, and nothing is switched.
 */
export async function devSwitchRoundTrips(rec: Recorders, target: Target, flags: RunFlags): Promise<void> {
  const state = devSwitchStateSchema.safeParse((await call(target, 'GET', endpointPath('devSwitches.state'))).json);
  if (!state.success) return;
  const set = () =>
    call(target, 'POST', endpointPath('devSwitches.set'), {
      body: { route: '/contract-scratch/*', delay: 1, count: 1 },
    });
  if (!state.data.enabled) {
    const refused = (
      id: 'devSwitches.set' | 'devSwitches.clear' | 'devSwitches.clear-all',
      label: string,
      x: Awaited<ReturnType<typeof call>>,
    ) => {
      const r = rec(id);
      if (r) checkResponse(r, `${label} outside development mode`, x, getEndpoint(id).errors![404]!.schema, flags, 404);
    };
    refused('devSwitches.set', 'set', await set());
    refused('devSwitches.clear', 'clear', await call(target, 'DELETE', endpointPath('devSwitches.clear', { id: 1 })));
    refused('devSwitches.clear-all', 'clear all', await call(target, 'DELETE', endpointPath('devSwitches.clear-all')));
    return;
  }
  const added = await set();
  if (step(rec, 'devSwitches.set', 'set', added, flags)) {
    const id = Number(payloadOf(added).id);
    step(
      rec,
      'devSwitches.clear',
      'clear',
      await call(target, 'DELETE', endpointPath('devSwitches.clear', { id })),
      flags,
    );
  }
  step(
    rec,
    'devSwitches.clear-all',
    'clear all',
    await call(target, 'DELETE', endpointPath('devSwitches.clear-all')),
    flags,
  );
}
