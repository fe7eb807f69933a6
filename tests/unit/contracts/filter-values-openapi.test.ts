import { describe, expect, it } from 'vitest';
import { API_BASE, buildOpenApi, filterValueOk, type FilterSpec } from '@cmms/contracts';

interface Parameter {
  name: string;
  in: string;
  schema: { type?: string; enum?: string[]; pattern?: string; format?: string; description?: string };
}
const doc = buildOpenApi() as { paths: Record<string, { get?: { parameters?: Parameter[] } }> };
const param = (path: string, name: string): Parameter | undefined =>
  doc.paths[`${API_BASE}${path}`]?.get?.parameters?.find((p) => p.in === 'query' && p.name === name);

describe('list filters declared with their values, in the OpenAPI document', () => {
  it('shows an enum filter its words, a flag true/false, an id filter its id pattern', () => {
    expect(param('/contract-invoices', 'status')?.schema.enum).toEqual(['draft', 'issued', 'overdue', 'paid', 'void']);
    expect(new Set(param('/email-templates', 'is_active')?.schema.enum)).toEqual(new Set(['true', 'false', '1', '0']));
    const cause = param('/escalation-matrix', 'cause_id')?.schema;
    expect(cause?.pattern).toBeDefined();
    expect(cause?.description).toContain('ids of causes');
    expect(new RegExp(cause!.pattern!).test('3,14')).toBe(true);
    expect(new RegExp(cause!.pattern!).test('abc')).toBe(false);
  });

  it('leaves a bare-name filter free text', () => {
    expect(param('/escalation-matrix', 'level')?.schema).toEqual({ type: 'string' });
  });

  it('accepts ids or words when a filter takes both, and a real calendar day for a date', () => {
    const both: FilterSpec = { name: 'status', ids: 'workorderstatuses', words: ['due', 'overdue'] };
    expect(['4', '4,5', 'due', ''].map((v) => filterValueOk(both, v))).toEqual([true, true, true, true]);
    expect(['0', 'x', '4,x', 'late'].map((v) => filterValueOk(both, v))).toEqual([false, false, false, false]);
    const day: FilterSpec = { name: 'from', date: true };
    expect(['2026-10-05', '2026-13-40', 'today'].map((v) => filterValueOk(day, v))).toEqual([true, false, false]);
    // Days a month does not have: Date.parse alone rolls them over into the next month.
    expect(['2026-02-30', '2026-04-31', '2028-02-29'].map((v) => filterValueOk(day, v))).toEqual([false, false, true]);
  });
});
