import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../support/app.js';
import { chillerSchema, logbookCalls, type Json } from '../../../support/logbooks.js';

/**
 * The logbook calls hold their bodies to the declared schemas (registerAction), but what the call names
 * in its path is answered first, as before: a form, logger or entry that does not exist reads as not
 * found, a caller without the approve grant gets 403, and a draft's bad uuid its own text — whatever
 * the body says. Only then are the body's field texts the answer.
 */

let t: TestApp;
const lb = logbookCalls(() => t);
let loggerId: number;
let entryId: number;
const notFound = (messages: string) => ({ status: 'error', messages, payload: null });

beforeAll(async () => {
  t = await createTestApp();
  const form = await lb.form(chillerSchema());
  loggerId = (await lb.logger(form.id as number)).payload.id as number;
  await lb.call('superuser', 'POST', `/e-loggers/${loggerId}/approval-flow/steps`, {
    approver_type: 'user',
    approver_id: lb.userId('superuser'),
  });
  const entry = await lb.call('superuser', 'POST', '/forms/submit', {
    logger_id: loggerId,
    client_uuid: 'typed-order-1',
    data: { supply_temp: 6 },
  });
  entryId = entry.body.payload.id as number;
  expect(entry.body.payload.status).toBe('in_review');
});
afterAll(async () => t.close());

describe('what the path names is answered before the body', () => {
  it('a missing form, logger or entry is not found even with a body that fails its schema', async () => {
    const bad = { name: 7, schema: 'not an object', frequency: { kind: 'yearly' }, grants: 'all', meaning: 'maybe' };
    expect((await lb.call('superuser', 'PATCH', '/forms/999999', bad)).body).toEqual(notFound('Form not found'));
    expect((await lb.call('superuser', 'PATCH', '/e-loggers/999999', bad)).body).toEqual(
      notFound('E-logger not found'),
    );
    expect((await lb.call('superuser', 'PUT', '/e-loggers/999999/permissions', bad)).body).toEqual(
      notFound('E-logger not found'),
    );
    expect((await lb.call('superuser', 'POST', '/e-loggers/999999/approval-flow/steps', bad)).body).toEqual(
      notFound('E-logger not found'),
    );
    expect((await lb.call('superuser', 'POST', '/forms/submit/999999/approve', bad)).body).toEqual(
      notFound('Submission not found'),
    );
    expect((await lb.call('superuser', 'POST', '/forms/submit/999999/reject', {})).body).toEqual(
      notFound('Submission not found'),
    );
  });

  it('an approver without the grant is refused (403) before the signature body is read', async () => {
    const refused = await lb.call('manager', 'POST', `/forms/submit/${entryId}/approve`, { meaning: 'maybe' });
    expect(refused).toEqual({ status: 403, body: { message: 'This action is unauthorized.' } });
    const rejected = await lb.call('manager', 'POST', `/forms/submit/${entryId}/reject`, {});
    expect(rejected.status).toBe(403);
    expect(t.count('logger_approvals', `submission_id = ${entryId}`)).toBe(0);
  });

  it("a draft's bad uuid is its own text, before the body's", async () => {
    const res = await lb.call('superuser', 'PUT', '/logger-drafts/bad!', { data: 'nothing' });
    expect(res.body).toEqual({
      status: 'error',
      messages: { client_uuid: ['The client uuid field format is invalid.'] },
      payload: null,
    });
  });
});

describe('once the record is found, the body is held to its schema', () => {
  it('answers the field texts (in the caller’s language) and changes nothing', async () => {
    const before = t.conn.sqlite.prepare('SELECT * FROM e_loggers WHERE id = ?').get(loggerId) as Json;
    const res = await lb.call('superuser', 'PATCH', `/e-loggers/${loggerId}`, { window_after_min: 'soon', name: '' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('error');
    expect(res.body.messages.window_after_min).toEqual(['The window after min field must be an integer.']);
    const fr = await lb.call(
      'superuser',
      'PATCH',
      `/e-loggers/${loggerId}`,
      { window_after_min: 'soon' },
      { 'accept-language': 'fr' },
    );
    expect(fr.body.messages.window_after_min[0]).not.toBe('The window after min field must be an integer.');
    expect(t.conn.sqlite.prepare('SELECT * FROM e_loggers WHERE id = ?').get(loggerId)).toEqual(before);
    const approve = await lb.call('superuser', 'POST', `/forms/submit/${entryId}/approve`, { meaning: 'maybe' });
    expect(approve.body.status).toBe('error');
    expect(Object.keys(approve.body.messages)).toEqual(['meaning']);
    expect(t.count('logger_approvals', `submission_id = ${entryId}`)).toBe(0);
  });
});
