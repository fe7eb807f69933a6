import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@cmms/contracts';
import { createTestApp, type TestApp } from '../../support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const api = (path: string) => `${API_BASE}${path}`;
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object) =>
  t.call('superuser', { method, url: api(path), payload }).then((r) => r.json());
const firstId = (table: string, where = '1') =>
  t.conn.sqlite.prepare(`SELECT id FROM "${table}" WHERE ${where} ORDER BY id LIMIT 1`).pluck().get() as number;

describe('causes', () => {
  it('forms a tree by parent and refuses a circular parent', async () => {
    const parent = (
      await call('POST', '/causes', { cause_name: 'Hydraulics', cause_type: 'breakdown', assignee_groups: [1] })
    ).payload;
    const child = (
      await call('POST', '/causes', {
        cause_name: 'Hose burst',
        cause_type: 'defect',
        parent_id: parent.id,
        assignee_groups: [1],
      })
    ).payload;
    expect(child.parent).toEqual({ id: parent.id, name: 'Hydraulics' });
    expect((await call('GET', `/causes/${parent.id}`)).children).toEqual([{ id: child.id, name: 'Hose burst' }]);
    expect((await call('GET', `/causes?parent_id=${parent.id}`)).rows.map((c: { id: number }) => c.id)).toEqual([
      child.id,
    ]);
    expect((await call('PATCH', `/causes/${parent.id}`, { parent_id: child.id })).messages).toEqual({
      parent_id: ['The parent id must not create a circular reference.'],
    });
    expect((await call('DELETE', `/causes/${parent.id}`)).status).toBe('error');
    const tree = (await call('GET', '/causes/selectlist')).results.map((r: { text: string }) => r.text);
    expect(tree).toContain('-- Hose burst');
  });

  it('takes the body of point 3 and applies the assignee rule', async () => {
    const company = firstId('companies');
    const category = firstId('categories');
    const users = [firstId('users', "role_type = 'technician'")];
    const body = {
      cause_name: 'Compressor trip',
      cause_type: 'breakdown',
      cause_question: 'Did the high-pressure switch trip?',
      cause_status: true,
      company: [company],
      category: [category],
      models: [3, 4],
      assignee_type: 'user',
    };
    expect((await call('POST', '/causes', body)).messages).toEqual({
      assignee_users: ['The assignee users field is required when assignee type is “Users”.'],
    });
    const created = await call('POST', '/causes', { ...body, assignee_users: users, assignee_groups: [1, 2] });
    expect(created.status).toBe('success');
    expect(created.payload).toMatchObject({
      cause_question: 'Did the high-pressure switch trip?',
      company: [{ id: company }],
      category: [{ id: category }],
      models: [
        { id: 3, name: 'ThinkPad T14 Gen 4' },
        { id: 4, name: 'MacBook Pro 14" M3' },
      ],
      assignee_type: 'user',
      assignee_users: [{ id: users[0] }],
      // Groups do not count for a cause assigned to users, so they are cleared.
      assignee_groups: [],
    });
    const id = created.payload.id as number;
    expect((await call('PATCH', `/causes/${id}`, { assignee_type: 'group' })).messages).toEqual({
      assignee_groups: ['The assignee groups field is required when assignee type is “Groups”.'],
    });
    const regrouped = await call('PATCH', `/causes/${id}`, { assignee_type: 'group', assignee_groups: [2] });
    expect(regrouped.payload).toMatchObject({ assignee_users: [], assignee_groups: [{ id: 2 }] });
    // An edit that does not touch the assignees leaves them alone.
    expect((await call('PATCH', `/causes/${id}`, { cause_question: 'Check the HP switch.' })).status).toBe('success');
  });
});

describe('escalation matrix', () => {
  it('pages, sorts by level and shows levels, causes, assignees and response times', async () => {
    const total = t.count('escalation_rules');
    const page = await call('GET', '/escalation-matrix?limit=5&offset=5&sort=level&order=asc');
    expect(page.total).toBe(total);
    expect(page.rows).toHaveLength(5);
    const levels = page.rows.map((r: { level: number }) => r.level);
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
    const all = await call('GET', '/escalation-matrix?limit=500');
    expect(all.rows.some((r: { cause: unknown }) => r.cause !== null)).toBe(true);
    for (const row of all.rows) {
      expect(row.response_minutes).toBeGreaterThan(0);
      expect(row.priority === null || typeof row.priority.name === 'string').toBe(true);
      expect(row.assignee_type === 'user' ? row.assignee_users.length : row.assignee_groups.length).toBeGreaterThan(0);
    }
  });

  it('applies the same assignee rule', async () => {
    const res = await call('POST', '/escalation-matrix', {
      name: 'Lift entrapment',
      level: 1,
      response_minutes: 10,
      assignee_type: 'group',
    });
    expect(res.messages).toEqual({
      assignee_groups: ['The assignee groups field is required when assignee type is “Groups”.'],
    });
  });
});

describe('custom fields and fieldsets', () => {
  it('names the column after the field and its id, and renames it with the field', async () => {
    const field = (await call('POST', '/fields', { name: 'Battery Chemistry', element: 'listbox', format: 'ANY' }))
      .payload;
    expect(field.db_column_name).toBe(`_snipeit_battery_chemistry_${field.id}`);
    const renamed = (await call('PATCH', `/fields/${field.id}`, { name: 'Cell Type' })).payload;
    expect(renamed.db_column_name).toBe(`_snipeit_cell_type_${field.id}`);
    // Sent by a client, the column name is ignored: the server owns it.
    const ignored = (await call('PATCH', `/fields/${field.id}`, { db_column_name: 'hacked' })).payload;
    expect(ignored.db_column_name).toBe(`_snipeit_cell_type_${field.id}`);
    expect((await call('POST', '/fields', { name: 'X', element: 'dropdown' })).messages).toEqual({
      element: ['The selected element is invalid.'],
    });
  });

  it('guards fields and fieldsets in use and detaches a field from a fieldset', async () => {
    const a = (await call('POST', '/fields', { name: 'Rack Unit', element: 'text', format: 'NUMERIC' })).payload;
    const b = (await call('POST', '/fields', { name: 'PDU Port', element: 'text' })).payload;
    const set = (await call('POST', '/fieldsets', { name: 'Servers', fields: [a.id, b.id] })).payload;
    expect(set.fields.total).toBe(2);

    expect(await call('DELETE', `/fields/${a.id}`)).toEqual({
      status: 'error',
      messages: 'Field is in use.',
      payload: null,
    });
    expect(await call('DELETE', `/fieldsets/${set.id}`)).toEqual({
      status: 'error',
      messages: 'Fieldset is in use.',
      payload: null,
    });

    const detached = await call('DELETE', `/fields/fieldsets/${set.id}/disassociate/${a.id}`);
    expect(detached).toMatchObject({ status: 'success', messages: 'Fieldset updated successfully.' });
    expect(detached.payload.fields.rows.map((f: { id: number }) => f.id)).toEqual([b.id]);
    // Not attached any more: still a success, as in the real backend.
    expect((await call('DELETE', `/fields/fieldsets/${set.id}/disassociate/${a.id}`)).status).toBe('success');
    expect((await call('DELETE', `/fields/fieldsets/999999/disassociate/${a.id}`)).messages).toBe(
      'Fieldset does not exist',
    );
    expect((await call('DELETE', `/fields/fieldsets/${set.id}/disassociate/999999`)).messages).toBe(
      'That field does not exist.',
    );

    expect((await call('DELETE', `/fields/${a.id}`)).messages).toBe('The field was deleted successfully.');
    await call('DELETE', `/fields/fieldsets/${set.id}/disassociate/${b.id}`);
    expect((await call('DELETE', `/fieldsets/${set.id}`)).messages).toBe('The fieldset was deleted successfully.');
  });

  it('needs customfields.edit to detach', async () => {
    const res = await t.call('viewer', { method: 'DELETE', url: api('/fields/fieldsets/1/disassociate/1') });
    expect(res.statusCode).toBe(403);
  });
});
