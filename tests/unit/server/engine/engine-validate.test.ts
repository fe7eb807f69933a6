import { describe, expect, it } from 'vitest';
import { getResource, validationText as t } from '@cmms/contracts';
import type { RawRow } from '@cmms/server/engine/rows';
import { validateBody } from '@cmms/server/engine/validate';
import { engineDb } from '../../../support/engine-db';

/** The engine's body validation: the declared shape first, then the rules that read the database. */
const { sqlite, insert } = engineDb();
const companies = getResource('companies');
const locations = getResource('locations');
const categories = getResource('categories');
const models = getResource('models');

const acme = insert('companies', { name: 'Acme Ltd' });
const hq = insert('locations', { name: 'Head office' });
const depot = insert('locations', { name: 'Depot', parent_id: hq });
insert('locations', { name: 'Old yard', deleted_at: '2026-01-01 00:00:00' });
const tools = insert('categories', { name: 'Tools', category_type: 'asset' });
const paper = insert('categories', { name: 'Paper', category_type: 'consumable' });
insert('models', { name: 'Drill', model_number: 'D-1', category_id: tools });

const row = (table: string, id: number) => sqlite.prepare(`SELECT * FROM "${table}" WHERE id = ?`).get(id) as RawRow;

describe('validateBody', () => {
  it('answers a missing required field with the backend’s text', () => {
    const result = validateBody(sqlite, companies, {}, 'create');
    expect(result).toEqual({ ok: false, messages: { name: [t.required('name')] } });
  });

  it('refuses a name another row has, whatever its case, but not the row’s own', () => {
    expect(validateBody(sqlite, companies, { name: 'ACME LTD' }, 'create')).toEqual({
      ok: false,
      messages: { name: [t.unique('name')] },
    });
    expect(validateBody(sqlite, companies, { name: 'Acme Ltd' }, 'update', row('companies', acme)).ok).toBe(true);
  });

  it('lets a new row take the name of a deleted one', () => {
    expect(validateBody(sqlite, locations, { name: 'Old yard' }, 'create').ok).toBe(true);
  });

  it('still checks the database rules of the fields whose shape was right', () => {
    const result = validateBody(sqlite, companies, { name: 'Acme Ltd', email: 'not-an-email' }, 'create');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.messages).sort()).toEqual(['email', 'name']);
  });

  it('refuses a reference to a row that does not exist', () => {
    expect(validateBody(sqlite, locations, { name: 'Annex', company_id: 999 }, 'create')).toEqual({
      ok: false,
      messages: { company_id: [t.invalidChoice('company id')] },
    });
  });

  it('refuses a parent that would make the row its own ancestor', () => {
    const result = validateBody(sqlite, locations, { parent_id: depot }, 'update', row('locations', hq));
    expect(result).toEqual({ ok: false, messages: { parent_id: [t.circular('parent id')] } });
    expect(validateBody(sqlite, locations, { parent_id: hq }, 'update', row('locations', depot)).ok).toBe(true);
  });

  it('refuses a referenced row outside the declared scope, under the declared key', () => {
    const result = validateBody(sqlite, models, { name: 'Saw', category_id: paper }, 'create');
    expect(result).toEqual({ ok: false, messages: { category_type: ['This category must be an asset category.'] } });
  });

  it('refuses a clash of fields unique together, on each of them', () => {
    const result = validateBody(sqlite, models, { name: 'drill', model_number: 'd-1', category_id: tools }, 'create');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.messages).sort()).toEqual(['model_number', 'name']);
    expect(validateBody(sqlite, models, { name: 'Drill', model_number: 'D-2', category_id: tools }, 'create').ok).toBe(
      true,
    );
  });

  it('refuses a change of a field that cannot change', () => {
    const result = validateBody(sqlite, categories, { category_type: 'license' }, 'update', row('categories', tools));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.messages.category_type?.[0]).toMatch(/cannot change the category type/);
  });

  it('passes only declared fields on', () => {
    const result = validateBody(sqlite, companies, { name: 'Bolt', password_confirmation: 'x', id: 5 }, 'create');
    expect(result).toEqual({ ok: true, values: expect.not.objectContaining({ password_confirmation: 'x' }) });
    if (result.ok) expect(Object.keys(result.values)).not.toContain('id');
  });
});
