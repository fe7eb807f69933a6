import type { Sqlite } from '@cmms/db';
import type { EquipmentKind } from '../data/asset-data.js';
import { SKILLS_BY_TITLE } from '../data/preventive-data.js';

/** The trade a kind of equipment needs; kitchens, vehicles and IT go to whoever is on site. */
export const SKILL_FOR_KIND: Partial<Record<EquipmentKind, string>> = {
  'CT scanner': 'Biomedical',
  'MRI scanner': 'Biomedical',
  Ultrasound: 'Biomedical',
  'Medical gas plant': 'Biomedical',
  Chiller: 'HVAC',
  'VRV outdoor unit': 'HVAC',
  'Rooftop package unit': 'HVAC',
  'Air handling unit': 'HVAC',
  'Refrigeration rack': 'Refrigeration',
  Generator: 'Generators',
  UPS: 'Electrical',
  Pump: 'Pumps',
  Lift: 'Lifts',
  Escalator: 'Lifts',
  'Fire alarm panel': 'Fire systems',
  'BMS controller': 'BMS',
};

interface Technician {
  id: number;
  /** The top of the site tree the technician is stationed in. */
  root: number;
  skills: string[];
}

/**
 * Who can do a job where: the active technicians with their trades (from their job titles) and stations.
 * A job goes to a technician with its trade stationed at its site, else to one of the mobile team at the
 * head office, else to anyone with the trade; a job that needs no trade to anyone at the site or mobile.
 */
export function technicianRoster(sqlite: Sqlite) {
  const rootOf = new Map<number, number>(
    (
      sqlite
        .prepare(
          `WITH RECURSIVE root(id, top) AS (SELECT id, id FROM locations WHERE parent_id IS NULL
             UNION ALL SELECT l.id, r.top FROM locations l JOIN root r ON l.parent_id = r.id)
           SELECT id, top FROM root`,
        )
        .all() as { id: number; top: number }[]
    ).map((r) => [r.id, r.top]),
  );
  const hq = sqlite.prepare("SELECT id FROM locations WHERE name = 'Manama HQ'").pluck().get() as number;
  const technicians: Technician[] = (
    sqlite
      .prepare(
        `SELECT id, location_id, jobtitle FROM users
         WHERE role_type = 'technician' AND activated = 1 AND deleted_at IS NULL ORDER BY id`,
      )
      .all() as { id: number; location_id: number | null; jobtitle: string | null }[]
  ).map((u) => ({
    id: u.id,
    root: rootOf.get(u.location_id ?? hq) ?? hq,
    skills: SKILLS_BY_TITLE[u.jobtitle ?? ''] ?? [],
  }));
  const cache = new Map<string, number[]>();
  const here = (t: Technician, roots: readonly number[]) => roots.length > 0 && roots.every((r) => r === t.root);
  /** The technicians for a job needing `skill` (or none) at the sites under these roots. */
  const poolFor = (skill: string | undefined, roots: readonly number[]): number[] => {
    const key = `${skill ?? ''}@${roots.join(',')}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const skilled = skill ? technicians.filter((t) => t.skills.includes(skill)) : technicians;
    const pool = [
      skilled.filter((t) => here(t, roots)),
      skilled.filter((t) => t.root === hq),
      skilled,
      technicians.filter((t) => here(t, roots) || t.root === hq),
      technicians,
    ].find((p) => p.length > 0)!;
    const ids = pool.map((t) => t.id);
    cache.set(key, ids);
    return ids;
  };
  return {
    /** The roots of the site trees these locations are in. */
    rootsOf: (locations: readonly (number | null)[]) => [
      ...new Set(locations.map((l) => (l === null ? hq : (rootOf.get(l) ?? hq)))),
    ],
    poolFor,
    /** Whether this technician has the trade and works there (stationed, or in the mobile team). */
    fits: (id: number, skill: string | undefined, roots: readonly number[]) =>
      technicians.some((t) => t.id === id && (!skill || t.skills.includes(skill)) && (t.root === hq || here(t, roots))),
  };
}
