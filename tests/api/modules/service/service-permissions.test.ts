import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abilityRules, authAbilities, createAbility, endpoints, type Endpoint } from '@cmms/contracts';
import { PERMISSION_AREAS } from '@cmms/contracts/permission-catalog';
import { createTestApp, type TestApp } from '../../../support/app.js';
import { SERVICE_TABLES, tableDump } from '../../../support/service-tables.js';

/**
 * Every route of the service business (issue 14), walked from the endpoint table: a user who holds every
 * other service key but not the one the route asks for gets the documented 403 and nothing is written; a
 * user with only the view keys reads but never writes; the granting key alone opens the route. The
 * technician's account is borrowed and its keys rewritten per case (keys are read on every request).
 */
const SERVICE_RESOURCES = new Set([
  'customers',
  'vendors',
  'services',
  'contracts',
  'contracttypes',
  'contractstatuses',
  'contractquotations',
  'contractinvoices',
  'agreements',
]);
const SERVICE_AREAS = ['customers', 'vendors', 'services', 'contracts', 'agreements'];
const SERVICE_KEYS: string[] = PERMISSION_AREAS.filter((a) => SERVICE_AREAS.includes(a.id)).flatMap((a) => [...a.keys]);
const VIEW_KEYS = SERVICE_KEYS.filter((k) => k.endsWith('.view'));
const WATCHED_TABLES = [...SERVICE_TABLES, 'uploads', 'users', 'users_groups', 'permission_groups'];

const serviceEndpoints = endpoints.filter((e) => e.resource && SERVICE_RESOURCES.has(e.resource));
/** The keys any one of which opens an endpoint (what the permission matrix must grant). */
const grantingKeys = (e: Endpoint) =>
  SERVICE_KEYS.filter((key) => {
    const ability = createAbility(abilityRules(new Set([key])));
    return authAbilities(e.auth).some((a) => ability.can(a.action, a.subject));
  });

let t: TestApp;
const TECH = 3;
const firstId = (table: string, where = '1') =>
  t.conn.sqlite.prepare(`SELECT id FROM "${table}" WHERE ${where} ORDER BY id LIMIT 1`).pluck().get() as number;
const snapshot = () => tableDump(t, WATCHED_TABLES).join('\n');
const holdOnly = (keys: readonly string[]) => {
  t.conn.sqlite.prepare('DELETE FROM users_groups WHERE user_id = ?').run(TECH);
  const map = Object.fromEntries(keys.map((k) => [k, '1']));
  t.conn.sqlite.prepare('UPDATE users SET permissions = ? WHERE id = ?').run(JSON.stringify(map), TECH);
};
const TABLE_OF: Record<string, string> = {
  customers: 'customers',
  vendors: 'vendors',
  services: 'services',
  contracts: 'contracts',
  contracttypes: 'contract_types',
  contractstatuses: 'contract_statuses',
  contractquotations: 'contract_quotations',
  contractinvoices: 'contract_invoices',
  agreements: 'agreements',
};
/** The endpoint's path with real ids, so a missing check would reach a real record. */
const urlOf = (e: Endpoint) => {
  const upload = t.conn.sqlite.prepare("SELECT id, item_id FROM uploads WHERE item_type = 'contracts'").get() as {
    id: number;
    item_id: number;
  };
  const agreement = t.conn.sqlite
    .prepare(
      'SELECT agreement_id FROM agreement_signatories WHERE agreement_id IN (SELECT agreement_id FROM agreement_commitments)',
    )
    .pluck()
    .get() as number;
  const params: Record<string, () => number> = {
    id: () =>
      e.path.includes('/uploads')
        ? upload.item_id
        : e.path.includes('/agreements/')
          ? agreement
          : firstId(TABLE_OF[e.resource!]!),
    commitmentId: () => firstId('agreement_commitments', `agreement_id = ${agreement}`),
    signatoryId: () => firstId('agreement_signatories', `agreement_id = ${agreement}`),
    fileId: () => upload.id,
  };
  return e.path.replace(/:(\w+)/g, (_, key: string) => String(params[key]!()));
};
const call = (e: Endpoint) =>
  t.call('technician', {
    method: e.method,
    url: urlOf(e),
    ...(e.method === 'GET' || e.method === 'DELETE' ? {} : { payload: { name: 'Audit probe', notes: 'probe' } }),
  });

beforeAll(async () => {
  t = await createTestApp();
  // A contract file (the seed has none), so the upload routes name a real one.
  t.conn.sqlite
    .prepare(
      "INSERT INTO uploads (item_type, item_id, filename, stored_name, mime_type, size, created_at, updated_at) VALUES ('contracts', ?, 'a.pdf', 'audit-a.pdf', 'application/pdf', 1, '2026-01-01 00:00:00', '2026-01-01 00:00:00')",
    )
    .run(firstId('contracts'));
  await t.token('technician'); // signing in writes the account's last login: before any snapshot
});
afterAll(async () => t.close());

describe('the service routes check their own ability', () => {
  it('covers every service route of the endpoint table, each opened by some key', () => {
    expect(serviceEndpoints.length).toBeGreaterThanOrEqual(80);
    for (const e of serviceEndpoints) expect(grantingKeys(e), e.id).not.toEqual([]);
  });

  it.each(serviceEndpoints.map((e) => [e.id, e] as const))(
    '%s: without its key, 403 with the documented envelope and nothing written',
    async (_id, e) => {
      const granting = grantingKeys(e);
      holdOnly(SERVICE_KEYS.filter((k) => !granting.includes(k)));
      const before = snapshot();
      const res = await call(e);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'This action is unauthorized.' });
      expect(snapshot()).toBe(before);
    },
  );

  // Quotations and invoices have no view key: `contracts.quotations` / `contracts.invoices` open them whole.
  it.each(serviceEndpoints.map((e) => [e.id, e] as const))(
    '%s: with the view keys only, reads pass and writes are refused',
    async (_id, e) => {
      holdOnly(VIEW_KEYS);
      const before = snapshot();
      const res = await call(e);
      const viewed = e.method === 'GET' && grantingKeys(e).some((k) => VIEW_KEYS.includes(k));
      if (viewed) expect(res.statusCode).not.toBe(403);
      else {
        expect(res.statusCode).toBe(403);
        expect(snapshot()).toBe(before);
      }
    },
  );

  it.each(serviceEndpoints.filter((e) => e.method === 'GET').map((e) => [e.id, e] as const))(
    '%s: its granting key alone opens it',
    async (_id, e) => {
      holdOnly(grantingKeys(e).slice(0, 1));
      expect((await call(e)).statusCode).not.toBe(403);
    },
  );
});
