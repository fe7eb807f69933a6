import { INVOICE_NUMBER_PREFIX, type Messages, type Row } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { HookContext, ResourceHooks } from '../engine/hooks.js';
import type { RawRow } from '../engine/rows.js';
import type { Where } from '../engine/sql.js';
import type { MoneyDocument } from '../domain/contract-money.js';
import { moneyDocumentHooks, today } from './contract-money.js';

export const INVOICES: MoneyDocument = {
  table: 'contract_invoices',
  lines: 'contract_invoice_lines',
  owner: 'invoice_id',
  prefix: INVOICE_NUMBER_PREFIX,
};

export const INVOICE_TEXT = {
  paidNotEdited: 'A paid invoice cannot be edited.',
  voidNotEdited: 'A void invoice cannot be edited.',
  dueBeforeIssue: 'The due date field must be a date after or equal to issue date.',
  periodEndBeforeStart: 'The period end field must be a date after or equal to period start.',
} as const;

const money = moneyDocumentHooks(INVOICES);

/** Issued and past its due date: what the row shows as `overdue`. */
export const isOverdue = (status: unknown, dueDate: unknown, day: string): boolean =>
  status === 'issued' && typeof dueDate === 'string' && dueDate < day;

function beforeSave(ctx: HookContext, values: Record<string, unknown>, existing?: RawRow): Messages {
  if (existing?.status === 'paid') return { status: [INVOICE_TEXT.paidNotEdited] };
  if (existing?.status === 'void') return { status: [INVOICE_TEXT.voidNotEdited] };
  const value = (key: string) => (values[key] !== undefined ? values[key] : existing?.[key]) as string | null;
  const messages: Record<string, string[]> = {};
  const issue = value('issue_date');
  const due = value('due_date');
  if (issue && due && due < issue) messages.due_date = [INVOICE_TEXT.dueBeforeIssue];
  const start = value('period_start');
  const end = value('period_end');
  if (start && end && end < start) messages.period_end = [INVOICE_TEXT.periodEndBeforeStart];
  if (typeof values.contract_id === 'number') {
    // The customer is always the contract's: it follows the contract, never the body.
    values.customer_id =
      ctx.sqlite.prepare('SELECT customer_id FROM contracts WHERE id = ?').pluck().get(values.contract_id) ?? null;
  }
  if (Object.keys(messages).length) return messages;
  return money.beforeSave(ctx, values, existing);
}

/**
 * `status` matches what rows show: `overdue` is issued and past due, `issued` leaves those out; several
 * values match any of them.
 */
function listScope(input: Record<string, unknown>, where: Where, _principal: unknown, sqlite: Sqlite): void {
  const raw = input.status;
  const wanted = (Array.isArray(raw) ? raw : [raw])
    .flatMap((v) => (typeof v === 'string' ? v.split(',') : []))
    .map((v) => v.trim())
    .filter(Boolean);
  if (wanted.length === 0) return;
  const day = today(sqlite);
  const parts: string[] = [];
  for (const status of wanted) {
    if (status === 'overdue') {
      parts.push("(t.status = 'issued' AND t.due_date < ?)");
      where.params.push(day);
    } else if (status === 'issued') {
      parts.push("(t.status = 'issued' AND (t.due_date IS NULL OR t.due_date >= ?))");
      where.params.push(day);
    } else {
      parts.push('t.status = ?');
      where.params.push(status);
    }
  }
  where.clauses.push(`(${parts.join(' OR ')})`);
}

export const contractInvoiceHooks: ResourceHooks = {
  ...money,
  beforeSave,
  listScope,
  decorateRows(sqlite: Sqlite, raws: readonly RawRow[], rows: Row[], principal, query) {
    money.decorateRows(sqlite, raws, rows, principal, query);
    const day = today(sqlite);
    raws.forEach((raw, i) => {
      const overdue = isOverdue(raw.status, raw.due_date, day);
      rows[i]!.overdue = overdue;
      if (overdue) rows[i]!.status = 'overdue';
    });
  },
};
