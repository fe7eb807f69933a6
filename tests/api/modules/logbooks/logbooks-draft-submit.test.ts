import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../support/app.js';
import { chillerSchema, logbookCalls, type Json } from '../../../support/logbooks.js';

/**
 * The fill screen saves a draft under the entry's client uuid and submits with the same uuid: once the
 * entry is in, that draft is gone from the caller's drafts (no device resumes a finished entry), while
 * the caller's other drafts stay.
 */

let t: TestApp;
const lb = logbookCalls(() => t);
let loggerId: number;

beforeAll(async () => {
  t = await createTestApp();
  const form = await lb.form(chillerSchema());
  loggerId = (await lb.logger(form.id as number)).payload.id as number;
  await lb.grant(loggerId, [{ principal_type: 'user', principal_id: lb.userId('technician'), fill: true }]);
});
afterAll(async () => t.close());

const drafts = async () =>
  ((await lb.call('technician', 'GET', '/logger-drafts?limit=100')).body.rows as Json[]).map((d) => d.client_uuid);

describe('submitting an entry ends its draft', () => {
  it('removes the draft of the same client uuid and keeps the others', async () => {
    await lb.call('technician', 'PUT', '/logger-drafts/entry-being-filled', {
      logger_id: loggerId,
      data: { supply_temp: 6.1 },
    });
    await lb.call('technician', 'PUT', '/logger-drafts/another-entry-01', { logger_id: loggerId, data: {} });
    expect(await drafts()).toEqual(expect.arrayContaining(['entry-being-filled', 'another-entry-01']));
    const sent = await lb.call('technician', 'POST', '/forms/submit', {
      logger_id: loggerId,
      client_uuid: 'entry-being-filled',
      data: { supply_temp: 6.1 },
    });
    expect(sent.body.status).toBe('success');
    const left = await drafts();
    expect(left).not.toContain('entry-being-filled');
    expect(left).toContain('another-entry-01');
  });
});
