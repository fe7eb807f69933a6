import {
  DEFAULT_TAX_RATE,
  formatDateTime,
  parsePricedLines,
  priceLines,
  toStoredDateTime,
  totalPastCap,
  type Quotation,
} from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { FastifyInstance } from 'fastify';
import { failure, success } from '../../http/envelope.js';
import { logChange } from '../../domain/work-orders/history.js';
import { userName } from '../../domain/work-orders/records.js';
import { WORK_ORDER_NOT_FOUND, referenceMissing, visibleWorkOrder, workOrderInPath } from './route-kit.js';
import { registerAction } from '../../http/register-action.js';

interface StoredQuotation {
  id: number;
  work_order_id: number;
  tax_rate: number;
  notes: string | null;
  status: Quotation['status'];
  updated_by: number | null;
  updated_at: string;
}
interface StoredLine {
  id: number;
  kind: Quotation['lines'][number]['kind'];
  description: string;
  quantity: number;
  unit_price_fils: number;
  consumable_id: number | null;
  component_id: number | null;
}

/** The estimate with its sums: every amount in integer fils, with its exact three-decimal text. */
function quotationOf(sqlite: Sqlite, workOrderId: number): Quotation {
  const q = sqlite.prepare('SELECT * FROM work_order_quotations WHERE work_order_id = ?').get(workOrderId) as
    StoredQuotation | undefined;
  const stored = q
    ? (sqlite
        .prepare(
          `SELECT id, kind, description, quantity, unit_price_fils, consumable_id, component_id
           FROM work_order_quotation_lines WHERE quotation_id = ? ORDER BY position`,
        )
        .all(q.id) as StoredLine[])
    : [];
  const { lines, totals } = priceLines(stored, q?.tax_rate ?? DEFAULT_TAX_RATE);
  const updater = q?.updated_by ? userName(sqlite, q.updated_by) : null;
  return {
    work_order_id: workOrderId,
    notes: q?.notes ?? null,
    status: q?.status ?? 'draft',
    lines,
    ...totals,
    updated_by: q?.updated_by && updater !== null ? { id: q.updated_by, name: updater } : null,
    updated_at: formatDateTime(q?.updated_at),
  };
}

/** `GET|PUT workorder/{id}/quotation`: one estimate per work order; PUT replaces its lines. */
export function registerQuotation(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;

  registerAction(app, 'workorders.quotation', async ({ params, request }) => {
    const wo = visibleWorkOrder(sqlite, request, params.id);
    return wo ? quotationOf(sqlite, wo.id) : failure(WORK_ORDER_NOT_FOUND);
  });

  // The work order in the path comes first: an unknown or hidden one is not found whatever the body says.
  const workOrder = workOrderInPath(sqlite);
  registerAction(
    app,
    'workorders.quotation-save',
    async ({ body: v, request }) => {
      const wo = workOrder.of(request);
      const before = quotationOf(sqlite, wo.id);
      const taxRate = v.tax_rate ?? before.tax_rate;
      const priced = parsePricedLines(v.lines ?? [], taxRate);
      const messages = priced.ok ? [] : [...priced.messages];
      // A new rate on the kept lines: their total with it stays within the cap too.
      const keptPastCap = v.lines === undefined ? totalPastCap(before.subtotal_fils, taxRate) : null;
      if (keptPastCap) messages.push(keptPastCap);
      (v.lines ?? []).forEach((line, i) => {
        for (const [key, ref] of [
          ['consumable_id', 'consumables'],
          ['component_id', 'components'],
        ] as const) {
          if (referenceMissing(sqlite, key, ref, line[key]))
            messages.push(`The selected ${key.replace('_', ' ')} of line ${i + 1} is invalid.`);
        }
      });
      if (!priced.ok || messages.length) return failure({ lines: messages });
      const { lines } = priced;
      const now = toStoredDateTime(request.server.ctx.clock());
      sqlite.transaction(() => {
        sqlite
          .prepare(
            `INSERT INTO work_order_quotations (work_order_id, tax_rate, notes, status, updated_by, created_at, updated_at)
           VALUES (@wo, @tax, @notes, @status, @by, @now, @now)
           ON CONFLICT (work_order_id) DO UPDATE SET tax_rate = @tax, notes = @notes, status = @status, updated_by = @by, updated_at = @now`,
          )
          .run({
            wo: wo.id,
            tax: v.tax_rate ?? before.tax_rate,
            notes: v.notes !== undefined ? v.notes : before.notes,
            status: v.status ?? before.status,
            by: request.principal?.user.id ?? null,
            now,
          });
        if (v.lines !== undefined) {
          const quotationId = sqlite
            .prepare('SELECT id FROM work_order_quotations WHERE work_order_id = ?')
            .pluck()
            .get(wo.id);
          sqlite.prepare('DELETE FROM work_order_quotation_lines WHERE quotation_id = ?').run(quotationId);
          const insert = sqlite.prepare(
            `INSERT INTO work_order_quotation_lines (quotation_id, position, kind, description, quantity, unit_price_fils, consumable_id, component_id)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
          );
          lines.forEach((l, i) =>
            insert.run(
              quotationId,
              i + 1,
              l.kind,
              String(l.description),
              l.quantity,
              l.unit_price_fils,
              l.consumable_id ?? null,
              l.component_id ?? null,
            ),
          );
        }
        const after = quotationOf(sqlite, wo.id);
        const change: Record<string, { old: unknown; new: unknown }> = {};
        for (const key of ['status', 'tax_rate', 'notes', 'total'] as const) {
          if (before[key] !== after[key]) change[key] = { old: before[key], new: after[key] };
        }
        if (after.lines.length !== before.lines.length)
          change.lines = { old: before.lines.length, new: after.lines.length };
        logChange(sqlite, request, wo.id, 'quotation', change);
      })();
      return success('Quotation saved successfully.', quotationOf(sqlite, wo.id));
    },
    { guard: workOrder.guard },
  );
}
