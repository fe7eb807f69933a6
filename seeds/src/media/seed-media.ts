import type { Sqlite } from '@cmms/db';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMPANIES } from '../data/master-data.js';
import { MODELS, type EquipmentKind } from '../data/asset-data.js';
import { contractPdf, type ContractSheet } from './pdf.js';
import { isScene, scenePng, type Scene } from './scenes.js';

/** Seeded files are named `seed-…` on disk: their bytes are ours to draw again (see {@link writeSeedMedia}). */
const PREFIX = 'seed-';
const FIRM = COMPANIES[0]!.name;

/** What a before/after pair shows for each kind of equipment; the rest (IT, vehicles) gets none. */
const PAIR_BY_KIND: Partial<Record<EquipmentKind, 'leak' | 'filter' | 'panel'>> = {
  Pump: 'leak',
  Chiller: 'leak',
  'Refrigeration rack': 'leak',
  'Medical gas plant': 'leak',
  'Tilting pan': 'leak',
  'Air handling unit': 'filter',
  'Combi oven': 'filter',
  'CT scanner': 'panel',
  'MRI scanner': 'panel',
  Ultrasound: 'panel',
  Lift: 'panel',
  Escalator: 'panel',
  'Fire alarm panel': 'panel',
  UPS: 'panel',
  Generator: 'panel',
  Server: 'panel',
};
const NOTES = {
  leak: ['Leak at the flange joint, water on the floor.', 'Joint remade and clamped, floor dry.'],
  filter: ['Filter fouled, airflow restricted.', 'New filter fitted.'],
  panel: ['Fault lamp lit on the control panel.', 'Fault cleared, panel back to normal.'],
} as const;

/**
 * The photo a checklist item's answer carries: the gauge or sight glass read, the part fitted or the panel
 * shown; none for an item whose optional photo would show nothing (a clean floor, a signed log book).
 */
const sceneForItem = (label: string): Scene | null =>
  /oil level|sight glass|on load|pressure|gauge/i.test(label)
    ? 'gauge'
    : /filter|grease/i.test(label)
      ? 'filter-after'
      : /condenser|tube|leak|pipe/i.test(label)
        ? 'leak-after'
        : /isolation|machine room|phantom|panel/i.test(label)
          ? 'panel-after'
          : null;

/** A stamp (`yyyy-MM-dd HH:mm:ss`) moved by some minutes. */
const shift = (stamp: string, minutes: number) =>
  new Date(Date.parse(`${stamp.replace(' ', 'T')}Z`) + minutes * 60_000).toISOString().slice(0, 19).replace('T', ' ');
/** The name a phone gives a photo taken at that moment. */
const photoName = (stamp: string) =>
  `IMG_${stamp.slice(0, 10).replaceAll('-', '')}_${stamp.slice(11).replaceAll(':', '')}.png`;

const fils = (value: number | null) =>
  value === null
    ? '-'
    : `BHD ${(value / 1000).toLocaleString('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 })}`;

/** The sheet of a contract as the database holds it now. */
export function contractSheet(sqlite: Sqlite, contractId: number): ContractSheet | undefined {
  const c = sqlite
    .prepare(
      `SELECT c.name, c.tag, c.party_type, c.start_date, c.expiry_date, c.value_fils, c.notice_days, c.created_at,
         cu.name AS customer, v.name AS vendor
       FROM contracts c LEFT JOIN customers cu ON cu.id = c.customer_id LEFT JOIN vendors v ON v.id = c.vendor_id
       WHERE c.id = ?`,
    )
    .get(contractId) as
    | {
        name: string;
        tag: string | null;
        party_type: string;
        start_date: string | null;
        expiry_date: string | null;
        value_fils: number | null;
        notice_days: number | null;
        created_at: string;
        customer: string | null;
        vendor: string | null;
      }
    | undefined;
  if (!c) return undefined;
  const vendorContract = c.party_type === 'vendor' && c.vendor;
  return {
    number: c.tag ?? `CTR-${contractId}`,
    title: c.name,
    provider: vendorContract ? c.vendor! : FIRM,
    client: vendorContract ? FIRM : (c.customer ?? '-'),
    start: c.start_date ?? '-',
    end: c.expiry_date ?? '-',
    value: fils(c.value_fils),
    notice: c.notice_days === null ? '-' : `${c.notice_days} days`,
    signedOn: c.created_at.slice(0, 10),
  };
}

interface SeedMediaContext {
  sqlite: Sqlite;
  count: (table: string, n?: number) => void;
}

/**
 * Photos and signed documents, as a site team leaves them: before and after photos on most finished
 * reactive work on plant, a photo on every checklist answer whose item asks for one (and on some of those
 * where it is optional), and the signed PDF of every contract past its draft. Rows only: the files are
 * drawn into the data folder by {@link writeSeedMedia}; no random draws, so every other row stays as it was.
 */
export function seedMedia({ sqlite, count }: SeedMediaContext): void {
  const kindOf = new Map(MODELS.map((m) => [m.name, m.kind]));
  const addMedia = sqlite.prepare(
    `INSERT INTO work_order_media (work_order_id, filename, original_name, mime_type, size, note, created_by, created_at)
     VALUES (?, ?, ?, 'image/png', ?, ?, ?, ?)`,
  );
  let serial = 0;
  const photo = (workOrderId: number, scene: Scene, note: string, by: number | null, at: string) => {
    serial += 1;
    const stored = `${PREFIX}${scene}-${serial}.png`;
    count('work_order_media');
    return Number(
      addMedia.run(workOrderId, stored, photoName(at), scenePng(scene).length, note, by, at).lastInsertRowid,
    );
  };

  const finished = sqlite
    .prepare(
      `SELECT w.id, w.started_at, w.completed_at, coalesce(w.completed_by, w.assignee) AS by, m.name AS model
       FROM work_orders w
       JOIN work_order_assets wa ON wa.work_order_id = w.id JOIN assets a ON a.id = wa.asset_id
       JOIN models m ON m.id = a.model_id
       WHERE w.source IN ('direct', 'request') AND w.parent_id IS NULL AND w.deleted_at IS NULL
         AND w.started_at IS NOT NULL AND w.completed_at IS NOT NULL
       GROUP BY w.id ORDER BY w.id`,
    )
    .all() as { id: number; started_at: string; completed_at: string; by: number | null; model: string }[];
  for (const w of finished) {
    const pair = PAIR_BY_KIND[kindOf.get(w.model)!];
    // Two in three: not every technician remembers the camera.
    if (!pair || w.id % 3 === 0) continue;
    const before = shift(w.started_at, 4);
    const after = shift(w.completed_at, -6);
    if (after <= before) continue;
    photo(w.id, `${pair}-before`, NOTES[pair][0], w.by, before);
    photo(w.id, `${pair}-after`, NOTES[pair][1], w.by, after);
  }

  const answers = sqlite
    .prepare(
      `SELECT ans.id, ans.answered_at, ans.answered_by, wc.work_order_id, i.label, i.photo
       FROM work_order_checklist_answers ans JOIN checklist_items i ON i.id = ans.item_id
       JOIN work_order_checklists wc ON wc.id = ans.work_order_checklist_id
       WHERE i.photo = 'required' OR (i.photo = 'optional' AND ans.id % 4 = 0)
       ORDER BY ans.id`,
    )
    .all() as {
    id: number;
    answered_at: string;
    answered_by: number | null;
    work_order_id: number;
    label: string;
    photo: string;
  }[];
  const link = sqlite.prepare('UPDATE work_order_checklist_answers SET media_id = ? WHERE id = ?');
  for (const a of answers) {
    const scene = sceneForItem(a.label) ?? (a.photo === 'required' ? 'gauge' : null);
    if (scene) link.run(photo(a.work_order_id, scene, a.label, a.answered_by, a.answered_at), a.id);
  }

  const contracts = sqlite
    .prepare(
      `SELECT c.id, c.tag, c.created_at FROM contracts c LEFT JOIN contract_statuses s ON s.id = c.status_id
       WHERE coalesce(s.name, '') <> 'Draft' AND c.deleted_at IS NULL ORDER BY c.id`,
    )
    .all() as { id: number; tag: string | null; created_at: string }[];
  const addUpload = sqlite.prepare(
    `INSERT INTO uploads (item_type, item_id, filename, stored_name, mime_type, size, note, created_by, created_at, updated_at)
     VALUES ('contracts', ?, ?, ?, 'application/pdf', ?, 'Signed copy, both parties.', 2, ?, ?)`,
  );
  for (const c of contracts) {
    const pdf = contractPdf(contractSheet(sqlite, c.id)!);
    addUpload.run(
      c.id,
      `${c.tag ?? `CTR-${c.id}`} signed.pdf`,
      `${PREFIX}contract-${c.id}.pdf`,
      pdf.length,
      c.created_at,
      c.created_at,
    );
    count('uploads');
  }
}

const seedPhotoScene = (filename: string) => {
  const scene = /^seed-(.+)-\d+\.png$/.exec(filename)?.[1] ?? '';
  return isScene(scene) ? scene : undefined;
};

/** Writes a file unless it is there already (or over it when told); whether it wrote. */
function put(folder: string, name: string, data: Buffer, over = false): boolean {
  const path = join(folder, name);
  if (!over && existsSync(path)) return false;
  mkdirSync(folder, { recursive: true });
  writeFileSync(path, data);
  return true;
}

/**
 * Draws a seeded work-order photo into `<dataDir>/uploads/workorders/<id>/` if it is missing: a photo's
 * bytes follow from its stored name alone. The download route calls it, so a data folder (a test's own,
 * one emptied by hand) never lacks a seeded photo. Any other name is left alone.
 */
export function restoreSeedPhoto(dataDir: string, workOrderId: number, filename: string): void {
  const scene = seedPhotoScene(filename);
  if (scene) put(join(dataDir, 'uploads', 'workorders', String(workOrderId)), filename, scenePng(scene));
}

/**
 * Writes the seeded contracts' signed PDFs into `<dataDir>/uploads/contracts/<id>/` where they are missing
 * (the server does at every start: a few small files). A contract edited since gets a PDF of what it says
 * now, and its row the new size. Returns how many files it wrote.
 */
export function writeSeedDocuments(sqlite: Sqlite, dataDir: string, over = false): number {
  let written = 0;
  const documents = sqlite
    .prepare(
      `SELECT id, item_id, stored_name, size FROM uploads WHERE item_type = 'contracts' AND stored_name LIKE '${PREFIX}contract-%'`,
    )
    .all() as { id: number; item_id: number; stored_name: string; size: number }[];
  for (const d of documents) {
    const folder = join(dataDir, 'uploads', 'contracts', String(d.item_id));
    if (!over && existsSync(join(folder, d.stored_name))) continue;
    const sheet = contractSheet(sqlite, d.item_id);
    if (!sheet) continue;
    const pdf = contractPdf(sheet);
    if (put(folder, d.stored_name, pdf, over)) written += 1;
    if (pdf.length !== d.size) sqlite.prepare('UPDATE uploads SET size = ? WHERE id = ?').run(pdf.length, d.id);
  }
  return written;
}

/**
 * Every seeded file at once, photos included, over any left by an earlier database (the server calls it
 * right after seeding a new one).
 */
export function writeSeedMedia(sqlite: Sqlite, dataDir: string): number {
  const photos = sqlite
    .prepare(`SELECT work_order_id, filename FROM work_order_media WHERE filename LIKE '${PREFIX}%'`)
    .all() as { work_order_id: number; filename: string }[];
  let written = 0;
  for (const m of photos) {
    const scene = seedPhotoScene(m.filename);
    if (
      scene &&
      put(join(dataDir, 'uploads', 'workorders', String(m.work_order_id)), m.filename, scenePng(scene), true)
    )
      written += 1;
  }
  return written + writeSeedDocuments(sqlite, dataDir, true);
}
