import { FORBIDDEN_TEXT, endpointPath, getEndpoint } from '@cmms/contracts';
import type { DemoStatus } from '@cmms/contracts/demo/endpoints';
import { call, type Exchange, type Target } from './http-client.js';
import { checkResponse, isSuccess, type RunFlags } from './check-response.js';
import type { EndpointRecorder } from './results.js';

type Recorders = (id: string) => EndpointRecorder | undefined;

/**
 * Demo sessions' writes (issue 30). Outside a demo session (a plain server, the real backend's stand-in)
 * each is refused with the 403 text; inside one, the clock moves an hour, the persona switch signs in
 * again as the run's own account and the reset restores the data (last: it ends the run's sign-in).
 */
export async function demoRoundTrips(rec: Recorders, target: Target, flags: RunFlags): Promise<void> {
  const status = (await call(target, 'GET', endpointPath('demo.status'))).json as DemoStatus | undefined;
  const calls: [string, unknown][] = [
    ['demo.clock', { advance: 'hour' }],
    ['demo.persona', { persona: 'superuser' }],
    ['demo.reset', undefined],
  ];
  for (const [id, body] of calls) {
    const r = rec(id);
    if (!r) continue;
    const x: Exchange = await call(target, 'POST', endpointPath(id), body === undefined ? {} : { body });
    if (!status?.session) {
      r.expect(
        'refused outside a demo session',
        x.status === 403 && (x.json as { message?: string } | undefined)?.message === FORBIDDEN_TEXT,
        `HTTP ${x.status}: ${x.text.slice(0, 200)}`,
        x.curl,
      );
      continue;
    }
    if (checkResponse(r, id, x, getEndpoint(id).response, flags))
      r.expect(`${id} succeeds`, isSuccess(x), x.text.slice(0, 200), x.curl);
  }
}
