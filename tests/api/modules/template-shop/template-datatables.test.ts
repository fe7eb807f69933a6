import { API_BASE } from '@cmms/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Role, type TestApp } from '../../../support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Row = {
  id: number;
  full_name: string;
  post: string;
  start_date: string;
  salary: string;
  status: number;
  number: string;
  totalFils: number;
  invoiceStatus: string;
  issueDate: string | null;
};
const get = async (url: string, role: Role = 'superuser') => (await t.call(role, { method: 'GET', url })).json();
const data = (query = '') => get(`/api/datatables/data${query}`);

describe('template data tables app', () => {
  it("serves the service business's own invoices, as the contract invoices resource lists them", async () => {
    const initial = (await get('/api/datatables/initial-data')) as Row[];
    expect(Array.isArray(initial)).toBe(true);
    expect(initial.length).toBe(t.count('contract_invoices', 'deleted_at IS NULL'));
    expect(initial.length).toBeGreaterThan(10);
    const resource = (await get(`${API_BASE}/contract-invoices?limit=500&sort=id&order=asc`)) as {
      rows: { id: number; number: string; status: string; customer: { name: string } | null; total_fils?: number }[];
    };
    expect(resource.rows.length).toBe(initial.length);
    const byId = new Map(initial.map((r) => [r.id, r]));
    for (const inv of resource.rows) {
      const row = byId.get(inv.id)!;
      expect(row.number).toBe(inv.number);
      expect(row.invoiceStatus).toBe(inv.status);
      expect(row.full_name).toBe(inv.customer?.name ?? '');
    }
    const paid = initial.find((r) => r.invoiceStatus === 'paid')!;
    expect(paid.status).toBe(1);
    expect(paid.salary).toMatch(/^BHD [\d,]+\.\d{3}$/);
    expect(paid.start_date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(initial.some((r) => r.invoiceStatus === 'overdue' && r.status === 3)).toBe(true);
  });

  it('pages ten at a time when the stock client sends nothing; allData is every row, total the filtered count', async () => {
    const body = await data();
    expect(body.invoices).toHaveLength(10);
    expect(body.total).toBe(body.allData.length);
    const ids = body.invoices.map((r: Row) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(body.params).toMatchObject({ page: 1, perPage: 10, sortColumn: 'id', sort: 'desc' });
  });

  it('filters by q and status, sorts by a column both ways and pages', async () => {
    const all = (await data()).allData as Row[];
    const customer = all[0]!.full_name;
    const found = await data(`?q=${encodeURIComponent(customer.toUpperCase())}&perPage=500`);
    expect(found.total).toBe(all.filter((r) => r.full_name === customer || r.post.includes(customer)).length);
    expect(found.invoices.every((r: Row) => `${r.full_name} ${r.post}`.includes(customer))).toBe(true);
    const overdue = await data('?status=overdue&perPage=500');
    expect(overdue.total).toBe(all.filter((r) => r.invoiceStatus === 'overdue').length);
    expect(overdue.total).toBeGreaterThan(0);
    expect((await data('?status=3&perPage=500')).total).toBe(overdue.total);
    const byTotal = (await data('?sortColumn=salary&sort=asc&perPage=500')).invoices.map((r: Row) => r.totalFils);
    expect(byTotal).toEqual([...byTotal].sort((a: number, b: number) => a - b));
    const byName = (await data('?sortColumn=full_name&sort=desc&perPage=500')).invoices.map((r: Row) => r.full_name);
    expect(byName).toEqual(
      [...byName].sort((a: string, b: string) => b.localeCompare(a, 'en', { sensitivity: 'base' })),
    );
    const p1 = await data('?sortColumn=start_date&sort=asc&perPage=7&page=1');
    const p2 = await data('?sortColumn=start_date&sort=asc&perPage=7&page=2');
    expect(p2.invoices).toHaveLength(7);
    expect((p2.invoices[0].issueDate ?? '') >= (p1.invoices[6].issueDate ?? '')).toBe(true);
    // An unknown column or a blank query falls back to the defaults.
    expect((await data('?sortColumn=__proto__&q=&status=')).invoices.map((r: Row) => r.id)).toEqual(
      (await data()).invoices.map((r: Row) => r.id),
    );
  });

  it('needs a token and the right to view contract invoices', async () => {
    expect((await get('/api/datatables/data?perPage=3', 'manager')).invoices).toHaveLength(3);
    expect((await t.call('technician', { method: 'GET', url: '/api/datatables/data' })).statusCode).toBe(403);
    expect((await t.call(null, { method: 'GET', url: '/api/datatables/data' })).statusCode).toBe(401);
    const refused = await t.call('requester', { method: 'GET', url: '/api/datatables/initial-data' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'This action is unauthorized.' });
  });
});
