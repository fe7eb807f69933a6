import { describe, expect, it } from 'vitest';
import { bodySchema, getResource, issuesToMessages } from '@cmms/contracts';

const check = (name: string, body: Record<string, unknown>, mode: 'create' | 'update' = 'create') => {
  const res = bodySchema(getResource(name), mode).safeParse(body);
  return res.success ? { ok: res.data } : { messages: issuesToMessages(res.error.issues) };
};

describe('body schemas from declarations', () => {
  it('trims strings, turns blanks into null and coerces form values', () => {
    expect(
      check('depreciations', { name: '  Laptops  ', months: '36', depreciation_min: '', depreciation_type: 'amount' }),
    ).toEqual({
      ok: { name: 'Laptops', months: 36, depreciation_min: null, depreciation_type: 'amount' },
    });
    expect(
      check('categories', { name: 'X', category_type: 'asset', require_acceptance: '1', checkin_email: 'false' }),
    ).toMatchObject({
      ok: { require_acceptance: true, checkin_email: false },
    });
  });

  it('words failures as Laravel does', () => {
    expect(check('companies', { name: 'A'.repeat(256), email: 'nope' }).messages).toEqual({
      name: ['The name field must not be greater than 255 characters.'],
      email: ['The email field must be a valid email address.'],
    });
    expect(check('workorderpriorities', { name: 'P', color: '#fff', rank: 1.5 }).messages).toEqual({
      rank: ['The rank field must be an integer.'],
    });
    expect(check('locations', { name: 'Site', parent_id: 'abc' }).messages).toEqual({
      parent_id: ['The selected parent id is invalid.'],
    });
    expect(check('companies', { name: { nested: true } }).messages).toEqual({
      name: ['The name field must be a string.'],
    });
  });

  it('lets PATCH omit required fields but not blank them', () => {
    expect(check('companies', {}, 'update')).toEqual({ ok: {} });
    expect(check('companies', { name: '' }, 'update').messages).toEqual({ name: ['The name field is required.'] });
  });

  it('drops unknown keys', () => {
    expect(check('companies', { name: 'Acme', id: 9, created_at: 'x' })).toEqual({ ok: { name: 'Acme' } });
  });
});
