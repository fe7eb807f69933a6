import { describe, expect, it } from 'vitest';
import { findResource, getResource, resources } from '@cmms/contracts';
import { narrowQuery, withFollowersCleared } from '../../../../web/src/resources/form/narrowing';

const contracts = findResource('contracts')!;
const field = (key: string) => contracts.fields[key]!;

describe('contract form selection state (spec point 3)', () => {
  it('offers no locations before a customer, then only that customer’s', () => {
    expect(narrowQuery(field('locations'), { customer_id: null })).toBeNull();
    expect(narrowQuery(field('locations'), { customer_id: 4 })).toEqual({ customer_id: 4 });
  });

  it('narrows the assets by every chosen location', () => {
    expect(narrowQuery(field('assets'), { locations: [] })).toBeNull();
    expect(narrowQuery(field('assets'), { locations: [3] })).toEqual({ location_id: 3 });
    expect(narrowQuery(field('assets'), { locations: [3, 9] })).toEqual({ location_id: [3, 9] });
    expect(narrowQuery(field('name'), {})).toBeUndefined();
  });

  it('another customer clears the locations and the assets', () => {
    const next = withFollowersCleared(contracts, 'customer_id', { customer_id: 5, locations: [3, 9], assets: [11] });
    expect(next).toMatchObject({ customer_id: 5, locations: [], assets: [] });
  });

  it('a location removed keeps the assets for the select to prune; none left clears them', () => {
    const kept = withFollowersCleared(contracts, 'locations', { customer_id: 5, locations: [3], assets: [11] });
    expect(kept.assets).toEqual([11]);
    const cleared = withFollowersCleared(contracts, 'locations', { customer_id: 5, locations: [], assets: [11] });
    expect(cleared.assets).toEqual([]);
  });
});

describe('pickers offer only valid choices (issue 15)', () => {
  it('reads a scoped reference’s choices filtered by its scope: a model offers asset categories only', () => {
    for (const [name, type] of [
      ['models', 'asset'],
      ['licenses', 'license'],
      ['accessories', 'accessory'],
      ['components', 'component'],
      ['consumables', 'consumable'],
    ] as const) {
      expect(narrowQuery(getResource(name).fields.category_id!, {})).toEqual({ category_type: type });
    }
  });

  it('scopes only by a filter the target’s list takes', () => {
    for (const r of resources) {
      for (const f of Object.values(r.fields)) {
        if (f.kind !== 'reference' || !f.scope) continue;
        expect(findResource(f.ref)?.filters).toContain(f.scope.column);
      }
    }
  });
});
