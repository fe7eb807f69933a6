import { API_BASE, DEMO_ACCOUNTS } from '@cmms/contracts';
import type { Role, TestApp } from './app.js';

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Logbook calls as a role, and the set-up a test needs: a published form and a logger on an asset. */
export function logbookCalls(app: () => TestApp) {
  const call = async (
    role: Role,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    path: string,
    payload?: object,
    headers?: Record<string, string>,
  ) => {
    const res = await app().call(role, {
      method,
      url: `${API_BASE}${path}`,
      ...(payload ? { payload } : {}),
      ...(headers ? { headers } : {}),
    });
    return { status: res.statusCode, body: res.json() as Json };
  };
  const userId = (role: Role) =>
    app()
      .conn.sqlite.prepare('SELECT id FROM users WHERE email = ?')
      .pluck()
      .get(DEMO_ACCOUNTS.find((a) => a.role === role)!.email) as number;
  const anAsset = () =>
    app()
      .conn.sqlite.prepare('SELECT id FROM assets WHERE deleted_at IS NULL ORDER BY id LIMIT 1')
      .pluck()
      .get() as number;
  const form = async (schema: Json, name = 'Chiller log') => {
    const created = await call('superuser', 'POST', '/forms', { name, schema });
    const id = created.body.payload.id as number;
    const published = await call('superuser', 'POST', `/forms/${id}/publish`);
    return published.body.payload as Json;
  };
  const logger = async (formId: number, extra: Json = {}) =>
    (
      await call('superuser', 'POST', '/e-loggers', {
        name: 'Chiller plant log',
        form_id: formId,
        subject_type: 'asset',
        subject_id: anAsset(),
        frequency: { kind: 'hourly' },
        starts_at: '2026-01-01',
        ...extra,
      })
    ).body as Json;
  const grant = (loggerId: number, grants: Json[]) =>
    call('superuser', 'PUT', `/e-loggers/${loggerId}/permissions`, { grants });
  return { call, userId, anAsset, form, logger, grant };
}

/** A chiller reading form: supply temperature with hard limits −20…60 and spec band 5…8 that raises a work order. */
export const chillerSchema = (extra: Json = {}): Json => ({
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  required: ['supply_temp'],
  properties: {
    supply_temp: {
      type: 'number',
      minimum: -20,
      maximum: 60,
      'x-kind': 'meter',
      'x-unit': '°C',
      'x-decimals': 1,
      'x-range': { low: 5, high: 8 },
      'x-onOutOfRange': { notify: true, createWorkOrder: 'auto' },
    },
    pump_check: { type: 'string', enum: ['pass', 'flag', 'fail'], 'x-kind': 'inspection' },
    ...extra,
  },
});
