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
  await skipRoundTrip(rec, target, flags, name('skip'), place, send);
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

/**
 * Skipping a date: a scratch plan that starts today generates its first occurrence and work order; the work
 * order is deleted (an open one would refuse the skip), the occurrence skipped, the plan removed.
 */
async function skipRoundTrip(
  rec: Recorders,
  target: Target,
  flags: RunFlags,
  planName: string,
  place: unknown,
  send: (method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => ReturnType<typeof call>,
) {
  const today = new Date().toISOString().slice(0, 10);
  const plan = payloadOf(
    await send('POST', endpointPath('schedulers.create'), {
      name: planName,
      target_type: 'location',
      location_id: place,
      frequency: 'monthly',
      start_date: today,
    }),
  ).id as number | undefined;
  if (!plan) return;
  try {
    await send('POST', endpointPath('schedulers.generate', { id: plan }), {});
    const query = `?scheduler_id=${plan}&start=${today}&end=${today}&limit=5`;
    const stored = rowsOf(await call(target, 'GET', `${endpointPath('schedules.list')}${query}`)).find(
      (row) => typeof row.id === 'number',
    );
    if (!stored) return;
    const order = (stored.work_order as { id?: number } | null)?.id;
    if (order) await send('DELETE', endpointPath('workorders.delete', { id: order }));
    step(
      rec,
      'schedules.skip',
      'skip a date',
      await send('DELETE', endpointPath('schedules.skip', { id: stored.id as number })),
      flags,
    );
  } finally {
    await send('DELETE', endpointPath('schedulers.delete', { id: plan }));
  }
}
