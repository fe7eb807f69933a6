import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_BASE,
  attributeName,
  authAbilities,
  endpointPath,
  notFoundText,
  payloadIdKeys,
  payloadSchema,
  resourceEndpoints,
  resources,
  rowSchema,
  validationText,
  ROLE_GROUPS,
  type ResourceDecl,
} from '@cmms/contracts';
import { KEY_SUBJECTS } from '@cmms/contracts/permission-catalog';
import { createTestApp, type Role, type TestApp } from '../../support/app.js';
import { requiredKeys, sampleBody } from '../../support/samples.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** Rows a plain list shows: undeleted, and for assets not archived (the real backend hides those by default). */
const liveWhere = (r: ResourceDecl) =>
  r.name === 'hardware'
    ? "deleted_at IS NULL AND status_id NOT IN (SELECT id FROM status_labels WHERE type = 'archived')"
    : r.softDelete
      ? 'deleted_at IS NULL'
      : '1';
const path = (id: string, params: Record<string, number> = {}) => endpointPath(id, params);

/** Every declared resource gets the same checks: adding one to the registry adds it here. */
describe.each(resources.map((r) => [r.name, r] as const))('%s', (_name, r) => {
  const strictRow = rowSchema(r).strict();
  const strictPayload = payloadSchema(r).strict();
  // Read-only resources (login attempts) are written by the server itself: no write checks, no write routes.
  const itWrites = r.readOnly ? it.skip : it;
  const writable = (k: string) => !r.fields[k]!.readOnly;
  const textual = (k: string) => ['text', 'textarea'].includes(r.fields[k]!.kind);
  // What a rename writes: the title, or where the server assigns it (an invoice's number) a free text field.
  const editKey = writable(r.titleField)
    ? r.titleField
    : Object.keys(r.fields).find((k) => writable(k) && textual(k) && !r.fields[k]!.unique)!;
  // What an emptying update blanks: the title, else the first required field the body may send.
  const requiredKey =
    writable(r.titleField) && r.fields[r.titleField]!.required
      ? r.titleField
      : (Object.keys(r.fields).find((k) => writable(k) && textual(k) && r.fields[k]!.required) ??
        Object.keys(r.fields).find((k) => writable(k) && r.fields[k]!.required)!);
  let n = 0;
  const create = async (overrides: Record<string, unknown> = {}) => {
    n += 1;
    const res = await t.call('superuser', {
      method: 'POST',
      url: path(`${r.name}.create`),
      payload: { ...sampleBody(t.conn.sqlite, r, n), ...overrides },
    });
    return res.json();
  };

  it('lists rows that match the contract, with total the filtered count', async () => {
    const res = await t.call('superuser', { url: `${path(`${r.name}.list`)}?limit=5` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(t.count(r.table, liveWhere(r)));
    expect(body.total).toBeGreaterThan(0);
    expect(body.rows.length).toBe(Math.min(5, body.total));
    for (const row of body.rows) expect(strictRow.safeParse(row).error?.issues ?? []).toEqual([]);
  });

  it('pages with offset and limit over a stable sort', async () => {
    const all = (await t.call('superuser', { url: `${path(`${r.name}.list`)}?sort=id&order=asc&limit=500` })).json();
    const page = (
      await t.call('superuser', { url: `${path(`${r.name}.list`)}?sort=id&order=asc&offset=1&limit=2` })
    ).json();
    expect(page.total).toBe(all.total);
    expect(page.rows.map((x: { id: number }) => x.id)).toEqual(all.rows.slice(1, 3).map((x: { id: number }) => x.id));
    const past = (await t.call('superuser', { url: `${path(`${r.name}.list`)}?offset=100000` })).json();
    expect(past).toEqual({ total: all.total, rows: [] });
    // limit 0 or above the cap means the cap (500), not an error.
    const capped = (await t.call('superuser', { url: `${path(`${r.name}.list`)}?limit=0` })).json();
    expect(capped.rows.length).toBe(Math.min(500, all.total));
  });

  it('sorts by the title column both ways and falls back on an unknown sort', async () => {
    const title = r.titleField;
    const asc = (
      await t.call('superuser', { url: `${path(`${r.name}.list`)}?sort=${title}&order=asc&limit=500` })
    ).json();
    const desc = (
      await t.call('superuser', { url: `${path(`${r.name}.list`)}?sort=${title}&order=desc&limit=500` })
    ).json();
    const names = asc.rows.map((x: Record<string, string>) => x[title]!.toLowerCase());
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    // The first page descending is the last page ascending, reversed (lists may hold more than a page).
    const last = (
      await t.call('superuser', {
        url: `${path(`${r.name}.list`)}?sort=${title}&order=asc&limit=500&offset=${Math.max(0, asc.total - 500)}`,
      })
    ).json();
    expect(desc.rows.map((x: Record<string, string>) => x[title])).toEqual(
      last.rows.map((x: Record<string, string>) => x[title]).reverse(),
    );
    const unknown = await t.call('superuser', { url: `${path(`${r.name}.list`)}?sort=no_such_column` });
    expect(unknown.statusCode).toBe(200);
  });

  it('narrows the list by search', async () => {
    const first = (await t.call('superuser', { url: `${path(`${r.name}.list`)}?sort=id&order=asc&limit=1` })).json()
      .rows[0];
    const term = String(first[r.titleField]);
    const res = (
      await t.call('superuser', { url: `${path(`${r.name}.list`)}?search=${encodeURIComponent(term)}` })
    ).json();
    expect(res.rows.map((x: { id: number }) => x.id)).toContain(first.id);
    expect(res.total).toBeLessThanOrEqual(t.count(r.table, liveWhere(r)));
    const none = (await t.call('superuser', { url: `${path(`${r.name}.list`)}?search=zzqx-no-such-thing` })).json();
    expect(none).toEqual({ total: 0, rows: [] });
  });

  itWrites('creates, reads, updates and deletes, writing the action log', async () => {
    const before = t.count(r.table);
    const created = await create();
    expect(created).toMatchObject({ status: 'success', messages: r.messages.created });
    expect(strictPayload.safeParse(created.payload).error?.issues ?? []).toEqual([]);
    // Where v8 answers with the saved model, its raw reference ids come with the row.
    for (const key of payloadIdKeys(r)) expect(key in created.payload, key).toBe(true);
    const id = created.payload.id as number;
    expect(t.count(r.table)).toBe(before + 1);
    expect(t.count('action_logs', `item_type = '${r.name}' AND item_id = ${id} AND action_type = 'create'`)).toBe(1);

    const detail = (await t.call('superuser', { url: path(`${r.name}.detail`, { id }) })).json();
    expect(detail.id).toBe(id);

    const renamed = `Renamed ${r.name} ${id}`;
    const updated = (
      await t.call('superuser', {
        method: 'PATCH',
        url: path(`${r.name}.update`, { id }),
        payload: { [editKey]: renamed },
      })
    ).json();
    expect(updated).toMatchObject({ status: 'success', messages: r.messages.updated });
    expect(updated.payload[editKey]).toBe(renamed);
    expect(t.count('action_logs', `item_type = '${r.name}' AND item_id = ${id} AND action_type = 'update'`)).toBe(1);

    const removed = (await t.call('superuser', { method: 'DELETE', url: path(`${r.name}.delete`, { id }) })).json();
    expect(removed).toEqual({ status: 'success', messages: r.messages.deleted, payload: null });
    const gone = (await t.call('superuser', { url: path(`${r.name}.detail`, { id }) })).json();
    // The real backend's asset show keeps a deleted asset, with its deletion date; the others read as gone.
    if (r.showDeleted) expect(gone).toMatchObject({ id, deleted_at: { datetime: expect.any(String) } });
    else expect(gone).toEqual({ status: 'error', messages: notFoundText(r, 'detail'), payload: null });
    expect(t.count(r.table, `id = ${id} AND ${liveWhere(r)}`)).toBe(0);
  });

  itWrites('accepts PATCH sent as POST with _method, in JSON and as a form', async () => {
    const { payload } = await create();
    const json = (
      await t.call('superuser', {
        method: 'POST',
        url: path(`${r.name}.update`, { id: payload.id }),
        payload: { _method: 'PATCH', [editKey]: `Via JSON ${payload.id}` },
      })
    ).json();
    expect(json.status).toBe('success');
    expect(json.payload[editKey]).toBe(`Via JSON ${payload.id}`);
    const form = await t.call('superuser', {
      method: 'POST',
      url: path(`${r.name}.update`, { id: payload.id }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `_method=PUT&${editKey}=${encodeURIComponent(`Via form ${payload.id}`)}`,
    });
    expect(form.json().payload[editKey]).toBe(`Via form ${payload.id}`);
  });

  itWrites('answers an empty create with every required field message and writes nothing', async () => {
    const before = t.count(r.table);
    const res = await t.call('superuser', { method: 'POST', url: path(`${r.name}.create`), payload: {} });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('error');
    expect(body.payload).toBeNull();
    for (const key of requiredKeys(r)) {
      const f = r.fields[key]!;
      const expected =
        f.kind === 'enum' && f.requiredText ? f.requiredText : validationText.required(attributeName(key));
      expect(body.messages[key]).toEqual([expected]);
    }
    expect(t.count(r.table)).toBe(before);
  });

  itWrites('rejects wrong types field by field and a duplicate title, changing nothing', async () => {
    const before = t.count(r.table);
    const wrong = Object.fromEntries(Object.keys(r.fields).map((k) => [k, ['not', 'a', 'scalar']]));
    const res = (await t.call('superuser', { method: 'POST', url: path(`${r.name}.create`), payload: wrong })).json();
    expect(res.status).toBe('error');
    expect(Object.keys(res.messages).sort()).toEqual(
      Object.keys(r.fields)
        .filter((k) => !r.fields[k]!.readOnly)
        .sort(),
    );
    const existing = (await t.call('superuser', { url: `${path(`${r.name}.list`)}?limit=1` })).json().rows[0];
    if (r.fields[r.titleField]?.unique) {
      const dup = await create({ [r.titleField]: existing[r.titleField].toUpperCase() });
      expect(dup.messages[r.titleField]).toEqual([validationText.unique(attributeName(r.titleField))]);
    }
    expect(t.count(r.table)).toBe(before);
  });

  itWrites('rejects an update that empties a required field and leaves the row as it was', async () => {
    const { payload } = await create();
    const stored = () => t.conn.sqlite.prepare(`SELECT * FROM "${r.table}" WHERE id = ?`).get(payload.id);
    const before = stored();
    const res = (
      await t.call('superuser', {
        method: 'PATCH',
        url: path(`${r.name}.update`, { id: payload.id }),
        payload: { [requiredKey]: '   ' },
      })
    ).json();
    expect(res).toEqual({
      status: 'error',
      messages: { [requiredKey]: [validationText.required(attributeName(requiredKey))] },
      payload: null,
    });
    expect(stored()).toEqual(before);
  });

  it('answers not found inside the envelope for unknown and malformed ids', async () => {
    for (const id of ['999999', 'abc', '-1']) {
      const url = `${API_BASE}${r.path}/${id}`;
      const methods = r.readOnly ? (r.deletable ? ['GET', 'DELETE'] : ['GET']) : ['GET', 'PATCH', 'DELETE'];
      for (const method of methods as ('GET' | 'PATCH' | 'DELETE')[]) {
        const res = await t.call('superuser', { method, url, payload: method === 'PATCH' ? { name: 'x' } : undefined });
        expect(res.statusCode).toBe(200);
        const kind = { GET: 'detail', PATCH: 'update', DELETE: 'delete' }[method];
        expect(res.json()).toEqual({ status: 'error', messages: notFoundText(r, kind), payload: null });
      }
    }
  });

  it.runIf(r.readOnly)('offers no write routes on a read-only resource (JSON 404/405)', async () => {
    expect(resourceEndpoints(r).map((e) => e.kind)).toEqual(['list', 'detail', ...(r.deletable ? ['delete'] : [])]);
    const before = t.count(r.table);
    const base = `${API_BASE}${r.path}`;
    const calls = [
      { method: 'POST', url: base, payload: { [r.titleField]: 'x' } },
      { method: 'PATCH', url: `${base}/1`, payload: { [r.titleField]: 'x' } },
      { method: 'PUT', url: `${base}/1`, payload: { [r.titleField]: 'x' } },
      ...(r.deletable ? [] : [{ method: 'DELETE', url: `${base}/1` } as const]),
      { method: 'POST', url: `${base}/1`, payload: { _method: 'PATCH', [r.titleField]: 'x' } },
      { method: 'POST', url: `${base}/1/restore` },
    ] as const;
    for (const options of calls) {
      const res = await t.call('superuser', options);
      expect([404, 405], `${options.method} ${options.url}`).toContain(res.statusCode);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json().status).toBe('error');
    }
    expect(t.count(r.table)).toBe(before);
  });

  it('refuses every endpoint without a valid token (401)', async () => {
    for (const e of resourceEndpoints(r)) {
      const url = e.path.replace(':id', '1');
      for (const authorization of [undefined, 'Bearer not-a-jwt']) {
        const res = await t.app.inject({
          method: e.method,
          url,
          headers: authorization ? { authorization } : {},
          payload: e.method === 'GET' || e.method === 'DELETE' ? undefined : {},
        });
        expect(res.statusCode, `${e.method} ${url}`).toBe(401);
        expect(res.json()).toEqual({ error: 'Unauthorized or unauthenticated.' });
      }
    }
  });

  it.each(['manager', 'technician', 'viewer'] as Role[])('enforces the %s role on the server (403)', async (role) => {
    const perms = ROLE_GROUPS.find((g) => g.role === role)!.permissions;
    const verbFor: Record<string, string> = { read: 'view', create: 'create', update: 'edit', delete: 'delete' };
    for (const e of resourceEndpoints(r)) {
      const abilities = authAbilities(e.auth);
      if (abilities.length === 0) continue;
      // A key of its own (`contracts.quotations`) opens a whole resource beside its area's verbs.
      const opens = (subject: string) =>
        Object.entries(KEY_SUBJECTS).some(([key, opened]) => opened === subject && perms[key] === '1');
      const allowed = abilities.some(
        (a) => perms[`${a.subject}.${verbFor[a.action] ?? a.action}`] === '1' || opens(a.subject),
      );
      const url = e.path.replace(':id', '999999');
      const res = await t.call(role, {
        method: e.method,
        url,
        payload: e.method === 'GET' || e.method === 'DELETE' ? undefined : {},
      });
      if (allowed) expect(res.statusCode, `${role} ${e.method} ${url}`).toBe(200);
      else {
        expect(res.statusCode, `${role} ${e.method} ${url}`).toBe(403);
        expect(res.json()).toEqual({ message: 'This action is unauthorized.' });
      }
    }
  });
});
