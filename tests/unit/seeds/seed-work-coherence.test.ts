import { describe, expect, it } from 'vitest';
import { openDatabase } from '@cmms/db';
import { TEST_ANCHOR, seedDatabase } from '@cmms/seeds';
import { COMPANIES } from '@cmms/seeds/data/master-data';
import { MODELS, type EquipmentKind } from '@cmms/seeds/data/asset-data';
import { PLANS } from '@cmms/seeds/data/preventive-data';

/**
 * The demo seed's work as a hospital's facilities manager checks it: checklists that fit the equipment, the
 * work done by a technician of the firm with the trade for it at that site, answers given while the work
 * was under way, no planned job twice, one person per name, numbers in the order work was raised.
 */
const conn = openDatabase(':memory:');
seedDatabase(conn, { anchor: TEST_ANCHOR });
const all = <T>(sql: string, ...params: unknown[]) => conn.sqlite.prepare(sql).all(...params) as T[];
const n = (sql: string) => conn.sqlite.prepare(sql).pluck().get() as number;
const kindOf = new Map(MODELS.map((m) => [m.name, m.kind]));

/** Equipment no one isolates under a personal lock: probes, panels, controllers, vehicles, IT. */
const NO_ISOLATION = new Set<EquipmentKind>([
  'Ultrasound',
  'Fire alarm panel',
  'BMS controller',
  'Service van',
  'Street sweeper',
  'Forklift',
  'Laptop',
  'Desktop PC',
  'Server',
  'Network switch',
]);
/** The trades that may work on each kind of equipment (vehicles, kitchens and IT take any technician). */
const TRADES: Partial<Record<EquipmentKind, string[]>> = {
  'CT scanner': ['Biomedical'],
  'MRI scanner': ['Biomedical'],
  Ultrasound: ['Biomedical'],
  'Medical gas plant': ['Biomedical'],
  Chiller: ['HVAC', 'Refrigeration'],
  'VRV outdoor unit': ['HVAC', 'Refrigeration'],
  'Rooftop package unit': ['HVAC', 'Refrigeration'],
  'Air handling unit': ['HVAC'],
  'Refrigeration rack': ['Refrigeration'],
  Generator: ['Generators'],
  UPS: ['Electrical'],
  Pump: ['Pumps', 'Plumbing'],
  Lift: ['Lifts'],
  Escalator: ['Lifts'],
  'Fire alarm panel': ['Fire systems'],
  'BMS controller': ['BMS'],
};

interface Work {
  id: number;
  number: string;
  title: string;
  created_at: string;
  started_at: string | null;
  completed_at: string | null;
  scheduler_id: number | null;
  category: string | null;
  model: string;
  asset_id: number;
  site_root: number;
}
const work = all<Work>(
  `WITH RECURSIVE root(id, top) AS (SELECT id, id FROM locations WHERE parent_id IS NULL
     UNION ALL SELECT l.id, r.top FROM locations l JOIN root r ON l.parent_id = r.id)
   SELECT w.id, w.number, w.title, w.created_at, w.started_at, w.completed_at, w.scheduler_id, c.name AS category,
     m.name AS model, a.id AS asset_id, root.top AS site_root
   FROM work_orders w JOIN work_order_assets wa ON wa.work_order_id = w.id JOIN assets a ON a.id = wa.asset_id
   JOIN models m ON m.id = a.model_id JOIN root ON root.id = coalesce(a.location_id, a.rtd_location_id)
   LEFT JOIN work_order_categories c ON c.id = w.category_id
   WHERE w.deleted_at IS NULL`,
);
const firmId = n(`SELECT id FROM companies WHERE name = '${COMPANIES[0]!.name}'`);

describe('checklists that fit their equipment', () => {
  it('isolates under a personal lock only equipment that has energy to lock out', () => {
    const isolated = all<{ work_order_id: number }>(
      `SELECT wc.work_order_id FROM work_order_checklists wc JOIN checklists c ON c.id = wc.checklist_id
       WHERE c.name = 'LOTO isolation'`,
    );
    const kindOfWork = new Map(work.map((w) => [w.id, kindOf.get(w.model)!]));
    expect(isolated.length).toBeGreaterThan(50);
    const wrong = isolated.map((i) => kindOfWork.get(i.work_order_id)!).filter((k) => NO_ISOLATION.has(k));
    expect([...new Set(wrong)]).toEqual([]);
  });

  it('attaches a category’s checklist only to equipment of that category', () => {
    expect(
      n(`SELECT count(*) FROM work_order_checklists wc JOIN checklists c ON c.id = wc.checklist_id
         JOIN work_order_assets wa ON wa.work_order_id = wc.work_order_id JOIN assets a ON a.id = wa.asset_id
         JOIN models m ON m.id = a.model_id WHERE c.category_id IS NOT NULL AND c.category_id <> m.category_id`),
    ).toBe(0);
  });
});

describe('work done by the firm’s technicians with the trade for it, at that site', () => {
  const technicians = all<{ id: number; name: string; company_id: number; site_root: number; skills: string }>(
    `WITH RECURSIVE root(id, top) AS (SELECT id, id FROM locations WHERE parent_id IS NULL
       UNION ALL SELECT l.id, r.top FROM locations l JOIN root r ON l.parent_id = r.id)
     SELECT u.id, u.first_name || ' ' || u.last_name AS name, u.company_id, root.top AS site_root,
       coalesce((SELECT group_concat(s.skill) FROM user_skills s WHERE s.user_id = u.id), '') AS skills
     FROM users u JOIN root ON root.id = u.location_id WHERE u.role_type = 'technician'`,
  );
  const byId = new Map(technicians.map((t) => [t.id, t]));
  const hq = n(`SELECT id FROM locations WHERE name = 'Manama HQ'`);

  it('has every technician belong to the firm, not to its customers', () => {
    expect(technicians.filter((t) => t.company_id !== firmId).map((t) => t.name)).toEqual([]);
  });

  it('gives work to a technician with the trade for the equipment, stationed at its site or in the mobile team', () => {
    const done = all<{ id: number; who: number }>(
      `SELECT id, assignee AS who FROM work_orders WHERE assignee IS NOT NULL
       UNION SELECT id, completed_by FROM work_orders WHERE completed_by IS NOT NULL`,
    );
    const workById = new Map(work.map((w) => [w.id, w]));
    // A preventive plan names its trade (a plant-room round is an MEP technician's); other work its equipment's.
    const planSkill = new Map(
      all<{ id: number; name: string }>('SELECT id, name FROM schedulers').map((p) => [
        p.id,
        PLANS.find((seed) => seed.name === p.name)?.skill,
      ]),
    );
    const wrong: string[] = [];
    let checked = 0;
    for (const d of done) {
      const tech = byId.get(d.who);
      const w = workById.get(d.id);
      const planned = w?.scheduler_id ? planSkill.get(w.scheduler_id) : undefined;
      const trades = w && (planned ? [planned] : TRADES[kindOf.get(w.model)!]);
      if (!tech || !w || !trades) continue;
      checked += 1;
      const skilled = trades.some((t) => tech.skills.split(',').includes(t));
      const there = tech.site_root === w.site_root || tech.site_root === hq;
      if (!skilled || !there) wrong.push(`${w.title}: ${tech.name} (${tech.skills || 'no skills'})`);
    }
    expect(checked).toBeGreaterThan(300);
    expect(wrong.slice(0, 10)).toEqual([]);
  });

  it('has a biomedical technician at the hospital do its CT calibration', () => {
    const calibrations = work.filter((w) => /^Annual CT/.test(w.title));
    expect(calibrations.length).toBeGreaterThan(0);
    const who = all<{ skills: string }>(
      `SELECT group_concat(s.skill) AS skills FROM work_orders w JOIN user_skills s ON s.user_id = w.assignee
       WHERE w.title LIKE 'Annual CT%' GROUP BY w.id`,
    );
    expect(who.length).toBe(calibrations.length);
    expect(who.every((w) => w.skills.split(',').includes('Biomedical'))).toBe(true);
  });
});

describe('answers given while the work was under way', () => {
  const outside = (table: string, at: string) =>
    n(`SELECT count(*) FROM ${table} x JOIN work_order_checklists wc ON wc.id = x.work_order_checklist_id
       JOIN work_orders w ON w.id = wc.work_order_id
       WHERE (wc.stage = 'pre' AND (x.${at} < w.created_at OR x.${at} > coalesce(w.started_at, x.${at})))
          OR (wc.stage <> 'pre' AND (w.started_at IS NULL OR x.${at} < w.started_at
              OR x.${at} > coalesce(w.completed_at, x.${at})))`);

  it('answers pre-work checklists before the start, the others between start and completion', () => {
    expect(n('SELECT count(*) FROM work_order_checklist_answers')).toBeGreaterThan(1000);
    expect(outside('work_order_checklist_answers', 'answered_at')).toBe(0);
    expect(outside('work_order_readings', 'read_at')).toBe(0);
  });

  it('never leaves a required reading, an item or a required photo empty on a completed checklist', () => {
    expect(
      n(`SELECT count(*) FROM work_order_checklists wc JOIN checklist_parameters p ON p.checklist_id = wc.checklist_id
         WHERE wc.completed_at IS NOT NULL AND p.required = 1 AND NOT EXISTS (SELECT 1 FROM work_order_readings r
           WHERE r.work_order_checklist_id = wc.id AND r.parameter_id = p.id)`),
    ).toBe(0);
    expect(
      n(`SELECT count(*) FROM work_order_checklists wc JOIN checklist_items i ON i.checklist_id = wc.checklist_id
         WHERE wc.completed_at IS NOT NULL AND NOT EXISTS (SELECT 1 FROM work_order_checklist_answers a
           WHERE a.work_order_checklist_id = wc.id AND a.item_id = i.id)`),
    ).toBe(0);
    expect(
      n(`SELECT count(*) FROM work_order_checklist_answers a JOIN checklist_items i ON i.id = a.item_id
         WHERE i.photo = 'required' AND a.media_id IS NULL`),
    ).toBe(0);
    expect(
      n(`SELECT count(*) FROM work_order_checklist_answers a JOIN checklist_items i ON i.id = a.item_id
         WHERE i.photo = 'required'`),
    ).toBeGreaterThan(20);
  });
});

describe('planned work once', () => {
  it('raises no planned job by hand on equipment a preventive plan looks after', () => {
    const planned = new Set(work.filter((w) => w.scheduler_id !== null).map((w) => w.asset_id));
    const byHand = work.filter(
      (w) =>
        w.scheduler_id === null &&
        ['Preventive', 'Inspection', 'Calibration'].includes(w.category ?? '') &&
        planned.has(w.asset_id),
    );
    expect(planned.size).toBeGreaterThan(10);
    expect(byHand.map((w) => w.title).slice(0, 10)).toEqual([]);
  });

  it('generates one work order per plan, occurrence and asset', () => {
    expect(
      n(`SELECT count(*) FROM (SELECT 1 FROM work_orders w JOIN work_order_assets wa ON wa.work_order_id = w.id
         WHERE w.scheduler_id IS NOT NULL GROUP BY w.scheduler_id, w.occurrence_date, wa.asset_id HAVING count(*) > 1)`),
    ).toBe(0);
  });
});

describe('people and numbers', () => {
  it('gives no two people the same name', () => {
    expect(
      all<{ name: string }>(
        `SELECT first_name || ' ' || last_name AS name FROM users GROUP BY name HAVING count(*) > 1`,
      ).map((r) => r.name),
    ).toEqual([]);
  });

  it('numbers work orders in the order they were raised', () => {
    const numbers = all<{ number: string }>('SELECT number FROM work_orders ORDER BY created_at, id').map(
      (r) => r.number,
    );
    expect(numbers.length).toBeGreaterThan(500);
    expect(numbers).toEqual([...numbers].sort());
  });
});
