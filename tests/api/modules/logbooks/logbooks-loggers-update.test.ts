import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../support/app.js';
import { chillerSchema, logbookCalls, type Json } from '../../../support/logbooks.js';

/**
 * Editing a logger master (PATCH /e-loggers/:id) as the console's editor does: what is sent changes and
 * the rest stays; a bad form, subject or person is refused naming the field and writes nothing; only a
 * role that may edit logbooks can, and a logbook that does not exist reads as not found.
 */

let t: TestApp;
const lb = logbookCalls(() => t);
let loggerId: number;
let formId: number;
const stored = () => t.conn.sqlite.prepare('SELECT * FROM e_loggers WHERE id = ?').get(loggerId) as Json;

beforeAll(async () => {
  t = await createTestApp();
  formId = (await lb.form(chillerSchema())).id as number;
  loggerId = (await lb.logger(formId)).payload.id as number;
});
afterAll(async () => t.close());

describe('PATCH /e-loggers/:id', () => {
  it('changes the name, frequency, window and people sent, keeping the rest', async () => {
    const manager = lb.userId('manager');
    const res = await lb.call('superuser', 'PATCH', `/e-loggers/${loggerId}`, {
      name: 'Chiller plant log – night crew',
      frequency: { kind: 'shift', shifts: [{ name: 'Night', start: '22:00', end: '06:00' }] },
      window_after_min: 45,
      notify_out_of_range: [manager],
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
    expect(res.body.messages).toBe('Logbook updated successfully.');
    const row = res.body.payload as Json;
    expect(row.name).toBe('Chiller plant log – night crew');
    expect(row.frequency.kind).toBe('shift');
    expect(row.window_after_min).toBe(45);
    expect(row.notify_out_of_range.map((p: Json) => p.id)).toEqual([manager]);
    // Untouched: the form and the subject it was created with.
    expect(row.form.id).toBe(formId);
    expect(row.subject_type).toBe('asset');
    const again = await lb.call('superuser', 'GET', `/e-loggers/${loggerId}`);
    expect(again.body.name).toBe('Chiller plant log – night crew');
  });

  it('pauses a logbook with active: false', async () => {
    const res = await lb.call('superuser', 'PATCH', `/e-loggers/${loggerId}`, { active: false });
    expect(res.body.payload.active).toBe(false);
    expect(stored().active).toBe(0);
    await lb.call('superuser', 'PATCH', `/e-loggers/${loggerId}`, { active: true });
    expect(stored().active).toBe(1);
  });

  it('refuses an unknown subject or person naming the field, and writes nothing', async () => {
    const before = stored();
    const subject = await lb.call('superuser', 'PATCH', `/e-loggers/${loggerId}`, {
      name: 'Should not stick',
      subject_type: 'location',
      subject_id: 999999,
    });
    expect(subject.status).toBe(200);
    expect(subject.body.status).toBe('error');
    expect(subject.body.messages.subject_id).toEqual(['The selected subject id is invalid.']);
    const person = await lb.call('superuser', 'PATCH', `/e-loggers/${loggerId}`, { notify_missed: [999999] });
    expect(person.body.messages.notify_missed).toEqual(['The selected notify missed is invalid.']);
    const frequency = await lb.call('superuser', 'PATCH', `/e-loggers/${loggerId}`, { frequency: { kind: 'yearly' } });
    expect(frequency.body.status).toBe('error');
    expect(stored()).toEqual(before);
  });

  it('refuses a form that is not published', async () => {
    const draft = await lb.call('superuser', 'POST', '/forms', { name: 'Unpublished', schema: chillerSchema() });
    const res = await lb.call('superuser', 'PATCH', `/e-loggers/${loggerId}`, { form_id: draft.body.payload.id });
    expect(res.body.messages.form_id).toEqual(['The form must be published before a logbook can use it.']);
    expect(stored().form_id).toBe(formId);
  });

  it('answers in the caller language', async () => {
    const res = await lb.call(
      'superuser',
      'PATCH',
      `/e-loggers/${loggerId}`,
      { window_before_min: 5 },
      {
        'accept-language': 'fr',
      },
    );
    expect(res.body.messages).toBe('Registre mis à jour avec succès.');
  });

  it('is refused to a technician (403) and reads an unknown logbook as not found', async () => {
    const res = await lb.call('technician', 'PATCH', `/e-loggers/${loggerId}`, { name: 'Mine now' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'This action is unauthorized.' });
    expect(stored().name).not.toBe('Mine now');
    const missing = await lb.call('superuser', 'PATCH', '/e-loggers/999999', { name: 'Ghost' });
    expect(missing.body.status).toBe('error');
    expect(missing.body.messages).toBe('E-logger not found');
  });
});
