import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@cmms/contracts';
import { createTestApp, type TestApp } from '../../support/app.js';

/**
 * The demo seed's photos and signed documents, as the console's attachments lists show them: a finished
 * repair at the hospital with its before and after photos, a checklist answer with the photo its item asks
 * for, a contract with its signed PDF; each served as what it is, with bytes.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const get = (url: string) => t.call('manager', { url: `${API_BASE}${url}` });

interface MediaRow {
  id: number;
  filename: string;
  url: string;
  mime_type: string;
  size: number;
  note: string | null;
}

/** A photo as the console fetches it: a PNG of the size its row says, drawn (320 × 240). */
async function expectPhoto(row: MediaRow) {
  const file = await t.call('manager', { url: row.url });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('image/png');
  expect(file.rawPayload.length).toBe(row.size);
  expect(file.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect([file.rawPayload.readUInt32BE(16), file.rawPayload.readUInt32BE(20)]).toEqual([320, 240]);
}

describe('the seeded photos', () => {
  it('shows a finished repair at the hospital with its before and after photos, served as PNGs', async () => {
    const repair = t.conn.sqlite
      .prepare(
        `SELECT w.id FROM work_orders w JOIN work_order_locations wl ON wl.work_order_id = w.id
         JOIN locations l ON l.id = wl.location_id
         WHERE w.source IN ('direct', 'request') AND w.state IN ('completed', 'closed') AND l.name LIKE 'Riffa Medical%'
           AND EXISTS (SELECT 1 FROM work_order_media m WHERE m.work_order_id = w.id AND m.note LIKE 'Fault%')
         ORDER BY w.id LIMIT 1`,
      )
      .pluck()
      .get() as number | undefined;
    expect(repair).toBeDefined();
    const list = await get(`/maintenance/workorders/${repair}/media`);
    expect(list.statusCode).toBe(200);
    const rows = list.json().rows as MediaRow[];
    const notes = rows.map((r) => r.note);
    expect(notes).toEqual(expect.arrayContaining([expect.stringMatching(/^Fault/), expect.stringMatching(/cleared/)]));
    for (const row of rows) {
      expect(row).toMatchObject({ mime_type: 'image/png', filename: expect.stringMatching(/^IMG_\d{8}_\d{6}\.png$/) });
      await expectPhoto(row);
    }
  });

  it('gives a checklist item that requires a photo its photo, in the work order’s checklists and files', async () => {
    const answer = t.conn.sqlite
      .prepare(
        `SELECT wc.work_order_id, a.media_id FROM work_order_checklist_answers a
         JOIN checklist_items i ON i.id = a.item_id JOIN work_order_checklists wc ON wc.id = a.work_order_checklist_id
         WHERE i.photo = 'required' ORDER BY a.id LIMIT 1`,
      )
      .get() as { work_order_id: number; media_id: number | null };
    expect(answer.media_id).not.toBeNull();
    const checklists = (await get(`/maintenance/workorders/${answer.work_order_id}/checklists`)).json();
    expect(JSON.stringify(checklists)).toContain(`/maintenance/workorders/media/${answer.media_id}`);
    const rows = (await get(`/maintenance/workorders/${answer.work_order_id}/media`)).json().rows as MediaRow[];
    const photo = rows.find((r) => r.id === answer.media_id);
    expect(photo).toBeDefined();
    await expectPhoto(photo!);
  });
});

describe('the seeded contract documents', () => {
  it('lists a signed PDF on each contract past its draft and serves it as a one-page PDF naming the contract', async () => {
    const contract = t.conn.sqlite
      .prepare(`SELECT id, tag FROM contracts WHERE name LIKE 'Comprehensive FM%' ORDER BY id LIMIT 1`)
      .get() as { id: number; tag: string };
    const list = await get(`/contracts/${contract.id}/uploads`);
    expect(list.statusCode).toBe(200);
    const rows = list.json().rows as MediaRow[];
    const signed = rows.find((r) => r.filename === `${contract.tag} signed.pdf`);
    expect(signed).toMatchObject({ mime_type: 'application/pdf', note: 'Signed copy, both parties.' });
    const file = await t.call('manager', { url: signed!.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.rawPayload.length).toBe(signed!.size);
    const text = file.rawPayload.toString('latin1');
    expect(text.startsWith('%PDF-1.')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain('/Count 1');
    expect(text).toContain(`(${contract.tag})`);
    expect(text).toContain('(For Gulf Facility Services W.L.L.)');
    const drafts = t.conn.sqlite
      .prepare(
        `SELECT count(*) FROM contracts c JOIN contract_statuses s ON s.id = c.status_id WHERE s.name <> 'Draft'
           AND NOT EXISTS (SELECT 1 FROM uploads u WHERE u.item_type = 'contracts' AND u.item_id = c.id)`,
      )
      .pluck()
      .get();
    expect(drafts).toBe(0);
  });
});
