import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@cmms/contracts';
import { createTestApp, type TestApp } from '../../support/app.js';
import { multipartBody, type Part } from '../../support/multipart.js';

/**
 * Lists in a form body arrive PHP style (`company[0]=1`, or `category[]` repeated): the second client of spec
 * point 7 sends form data, and a multipart form must carry them as a urlencoded one does.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const ids = (rows: { id: number }[] | null | undefined) => (rows ?? []).map((row) => row.id).sort();
const causeRow = async (id: number) =>
  (await t.call('superuser', { url: `${API_BASE}/causes/${id}` })).json() as {
    company: { id: number }[];
    category: { id: number }[];
  };

describe('lists in form bodies', () => {
  it('reads indexed and repeated list keys from a multipart body', async () => {
    const parts: Part[] = [
      { name: 'cause_name', value: 'Impeller wear (form data)' },
      { name: 'cause_type', value: 'wear' },
      { name: 'company[1]', value: '2' },
      { name: 'company[0]', value: '1' },
      { name: 'category[]', value: '1' },
      { name: 'category[]', value: '2' },
      { name: 'assignee_groups[0]', value: '1' },
    ];
    const res = await t.call('superuser', { method: 'POST', url: `${API_BASE}/causes`, ...multipartBody(parts) });
    expect(res.json()).toMatchObject({ status: 'success' });
    const row = await causeRow(res.json().payload.id as number);
    expect(ids(row.company)).toEqual([1, 2]);
    expect(ids(row.category)).toEqual([1, 2]);
  });

  it('changes a list by multipart POST with _method=PATCH, as urlencoded does', async () => {
    const created = await t.call('superuser', {
      method: 'POST',
      url: `${API_BASE}/causes`,
      payload: { cause_name: 'Seal leak (form data)', cause_type: 'wear', company: [1], assignee_groups: [1] },
    });
    const id = created.json().payload.id as number;
    const parts: Part[] = [
      { name: '_method', value: 'PATCH' },
      { name: 'company[]', value: '2' },
      { name: 'company[]', value: '3' },
    ];
    const res = await t.call('superuser', { method: 'POST', url: `${API_BASE}/causes/${id}`, ...multipartBody(parts) });
    expect(res.json()).toMatchObject({ status: 'success' });
    expect(ids((await causeRow(id)).company)).toEqual([2, 3]);
    const form = await t.call('superuser', {
      method: 'POST',
      url: `${API_BASE}/causes/${id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '_method=PATCH&company[0]=1&company[1]=3',
    });
    expect(form.json()).toMatchObject({ status: 'success' });
    expect(ids((await causeRow(id)).company)).toEqual([1, 3]);
  });
});
