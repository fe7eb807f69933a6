import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@cmms/contracts';
import { SEEDED_VOCABULARIES } from '@cmms/contracts/kit/seeded-vocabularies';
import { createTestApp, type TestApp } from '../../support/app.js';
import type { Json } from '../../support/requests.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = async (url: string, lang: string): Promise<Json> =>
  (await t.call('superuser', { method: 'GET', url: `${API_BASE}${url}`, headers: { 'accept-language': lang } })).json();

const names = (list: Json): string[] => (list.rows as { name: string }[]).map((r) => r.name);
const texts = (list: Json): string[] => (list.results as { text: string }[]).map((r) => r.text);
const LABELS = SEEDED_VOCABULARIES.statuslabels.names;

describe('seeded vocabularies by the names the reader sees', () => {
  it('finds a seeded status label by its German or Arabic name, in the list and the picker', async () => {
    expect(names(await get('/statuslabels?search=bereit', 'de'))).toEqual([LABELS.ready_to_deploy]);
    expect(texts(await get('/statuslabels/selectlist?search=bereit', 'de'))).toEqual([LABELS.ready_to_deploy]);
    expect(names(await get(`/statuslabels?search=${encodeURIComponent('احتياطي')}`, 'ar'))).toEqual([LABELS.spare]);
    // English readers search the stored names only.
    expect(names(await get('/statuslabels?search=bereit', 'en'))).toEqual([]);
    expect(names(await get('/statuslabels?search=spare', 'de'))).toEqual([LABELS.spare]);
  });

  it('finds a seeded work-order status by its French name, and a contract status by its Arabic one', async () => {
    const open = SEEDED_VOCABULARIES.workorderstatuses.names.open;
    expect(names(await get('/maintenance/statuses?search=ouvert', 'fr'))).toContain(open);
    const expiring = SEEDED_VOCABULARIES.contractstatuses.names.expiring;
    expect(names(await get(`/contract-statuses?search=${encodeURIComponent('قريب')}`, 'ar'))).toEqual([expiring]);
  });

  it('sorts by the German names, in the list and the picker', async () => {
    const german = [
      LABELS.decommissioned, // Außer Betrieb genommen
      LABELS.broken, // Defekt – nicht reparierbar
      LABELS.ready_to_deploy, // Einsatzbereit
      LABELS.in_service, // In Betrieb
      LABELS.out_for_repair, // In Reparatur
      LABELS.under_maintenance, // In Wartung
      LABELS.pending_inspection, // Prüfung ausstehend
      LABELS.spare, // Reserve
      LABELS.lost_stolen, // Verloren / gestohlen
      LABELS.awaiting_parts, // Wartet auf Teile
    ];
    const seeded = new Set<string>(german);
    const listed = names(await get('/statuslabels?sort=name&order=asc&limit=50', 'de'));
    expect(listed.filter((n) => seeded.has(n))).toEqual(german);
    const picked = texts(await get('/statuslabels/selectlist', 'de'));
    expect(picked.filter((n) => seeded.has(n))).toEqual(german);
    const english = names(await get('/statuslabels?sort=name&order=asc&limit=50', 'en'));
    expect(english.filter((n) => seeded.has(n))).toEqual([...german].sort((a, b) => a.localeCompare(b)));
  });

  it('keeps a renamed row by the name it was given', async () => {
    const spare = t.conn.sqlite.prepare('SELECT id FROM status_labels WHERE name = ?').pluck().get(LABELS.spare);
    try {
      t.conn.sqlite.prepare('UPDATE status_labels SET name = ? WHERE id = ?').run('Shelf stock', spare);
      expect(names(await get('/statuslabels?search=reserve', 'de'))).toEqual([]);
      expect(names(await get('/statuslabels?search=shelf', 'de'))).toEqual(['Shelf stock']);
    } finally {
      t.conn.sqlite.prepare('UPDATE status_labels SET name = ? WHERE id = ?').run(LABELS.spare, spare);
    }
  });
});
