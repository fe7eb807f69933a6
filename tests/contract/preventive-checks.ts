import { endpointPath } from '@cmms/contracts';
import { call, type Target } from './http-client.js';
import type { RunFlags } from './check-response.js';
import { payloadOf, rowsOf, step, type Recorders } from './round-trip-steps.js';

/**
 * A plan's actions and a person's skills and week, on scratch records always removed: a plan that
 * starts in 2099 (generating finds nothing due), paused and resumed; a scratch account's skills.
 */
export async function preventiveRoundTrips(rec: Recorders, target: Target, flags: RunFlags, runId: string) {
  const name = (what: string) => `contract-scratch-${runId}-${what}`.slice(0, 60);
  const send = (method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
    call(target, method, path, body === undefined ? {} : { body });
  const place = rowsOf(await call(target, 'GET', `${endpointPath('locations.list')}?limit=1`))[0]?.id;
  const plan = payloadOf(
    await send('POST', endpointPath('schedulers.create'), {
      name: name('plan'),
      target_type: 'location',
      location_id: place,
      frequency: 'monthly',
      start_date: '2099-01-01',
    }),
  ).id as number | undefined;
  if (plan) {
    try {
      step(
        rec,
        'schedulers.generate',
        'generate',
        await send('POST', endpointPath('schedulers.generate', { id: plan }), {}),
        flags,
      );
      step(rec, 'schedulers.pause', 'pause', await send('POST', endpointPath('schedulers.pause', { id: plan })), flags);
      step(
        rec,
        'schedulers.resume',
        'resume',
        await send('POST', endpointPath('schedulers.resume', { id: plan })),
        flags,
      );
    } finally {
      await send('DELETE', endpointPath('schedulers.delete', { id: plan }));
    }
  }
  const password = `Scratch-${runId}-pass`;
  const person = payloadOf(
    await send('POST', endpointPath('users.create'), {
      first_name: 'Contract',
      username: name('person'),
      password,
      password_confirmation: password,
    }),
  ).id as number | undefined;
  if (person) {
    try {
      step(
        rec,
        'people.skills',
        'set skills',
        await send('PUT', endpointPath('people.skills', { id: person }), { skills: [{ skill: 'HVAC', level: 2 }] }),
        flags,
      );
      step(
        rec,
        'people.working-hours',
        'set working hours',
        await send('PUT', endpointPath('people.working-hours', { id: person }), {
          working_hours: { sun: { start: '07:00', end: '15:00' } },
        }),
        flags,
      );
    } finally {
      await send('DELETE', endpointPath('users.delete', { id: person }));
    }
  }
}
