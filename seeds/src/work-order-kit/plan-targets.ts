import type { Sqlite } from '@cmms/db';
import { PLANS, type PlanSeed } from '../data/preventive-data.js';

/** An asset a plan covers: its id, its name (else its tag) and where it stands. */
export interface AssetInfo {
  id: number;
  name: string;
  location: number | null;
}

/** What a plan's target resolves to. */
export interface ResolvedTarget {
  type: 'assets' | 'model' | 'category' | 'location';
  model_id?: number;
  category_id?: number;
  location_id?: number;
  assets: AssetInfo[];
}

const ASSET = 'a.id, coalesce(a.name, a.asset_tag) AS name, coalesce(a.location_id, a.rtd_location_id) AS location';
const PLACE = `WITH RECURSIVE place(id) AS (SELECT id FROM locations WHERE name = ?
  UNION SELECT l.id FROM locations l JOIN place p ON l.parent_id = p.id)`;

/** A plan's target as stored ids and the assets it covers now. */
export function resolveTarget(sqlite: Sqlite, seed: PlanSeed): ResolvedTarget | null {
  const t = seed.target;
  const all = (sql: string, ...params: unknown[]) => sqlite.prepare(sql).all(...params) as AssetInfo[];
  const one = (sql: string, value: string) => sqlite.prepare(sql).pluck().get(value) as number | undefined;
  switch (t.type) {
    case 'category': {
      const id = one("SELECT id FROM categories WHERE name = ? AND category_type = 'asset'", t.category);
      if (!id) return null;
      const assets = all(
        `SELECT ${ASSET} FROM assets a JOIN models m ON m.id = a.model_id WHERE m.category_id = ? AND a.deleted_at IS NULL ORDER BY a.id`,
        id,
      );
      return assets.length > 60 ? firstFew(assets) : { type: 'category', category_id: id, assets };
    }
    case 'model': {
      const id = one('SELECT id FROM models WHERE name = ?', t.model);
      if (!id) return null;
      const assets = all(
        `SELECT ${ASSET} FROM assets a WHERE a.model_id = ? AND a.deleted_at IS NULL ORDER BY a.id`,
        id,
      );
      return assets.length > 60 ? firstFew(assets) : { type: 'model', model_id: id, assets };
    }
    case 'location': {
      const id = one('SELECT id FROM locations WHERE name = ?', t.location);
      if (!id) return null;
      const assets = all(
        `${PLACE} SELECT ${ASSET} FROM assets a WHERE coalesce(a.location_id, a.rtd_location_id) IN (SELECT id FROM place)
         AND a.deleted_at IS NULL ORDER BY a.id`,
        t.location,
      );
      return assets.length > 60 ? firstFew(assets) : { type: 'location', location_id: id, assets };
    }
    case 'assets': {
      const assets = all(
        `${PLACE} SELECT ${ASSET} FROM assets a JOIN models m ON m.id = a.model_id JOIN categories c ON c.id = m.category_id
         WHERE ${'model' in t ? 'm.name' : 'c.name'} = ? AND coalesce(a.location_id, a.rtd_location_id) IN (SELECT id FROM place)
         AND a.deleted_at IS NULL ORDER BY a.id LIMIT 6`,
        t.under,
        'model' in t ? t.model : t.category,
      );
      return { type: 'assets', assets };
    }
  }
}

/** The equipment the curated preventive programme looks after (hand-planned work goes elsewhere). */
export function plannedAssets(sqlite: Sqlite): Set<number> {
  return new Set(PLANS.flatMap((p) => resolveTarget(sqlite, p)?.assets.map((a) => a.id) ?? []));
}

/** A whole kind at the large profile is thousands of assets: the plan lists its first few instead. */
const firstFew = (assets: AssetInfo[]): ResolvedTarget => ({ type: 'assets', assets: assets.slice(0, 6) });
