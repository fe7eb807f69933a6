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
  issuedLocked: 'An issued invoice cannot be changed: record a payment or void it.',
  paidLocked: 'A paid invoice cannot be changed or deleted.',
  voidLocked: 'A void invoice cannot be changed or deleted.',
  dueBeforeIssue: 'The due date field must be a date after or equal to issue date.',
  periodEndBeforeStart: 'The period end field must be a date after or equal to period start.',
} as const;

const money = moneyDocumentHooks(INVOICES);

/** Issued and past its due date: what the row shows as `overdue`. */
export const isOverdue = (status: unknown, dueDate: unknown, day: string): boolean =>
  status === 'issued' && typeof dueDate === 'string' && dueDate < day;

/**
 * Only a draft is edited or deleted: an issued (or overdue) invoice moves by `pay` and `void` alone, and
 * a paid or void one is final. The refusal for a stored status, or null for a draft.
 */
export function lockedInvoice(status: unknown): Messages {
  if (status === 'issued') return { status: [INVOICE_TEXT.issuedLocked] };
  if (status === 'paid') return { status: [INVOICE_TEXT.paidLocked] };
  if (status === 'void') return { status: [INVOICE_TEXT.voidLocked] };
  return null;
}

function beforeSave(ctx: HookContext, values: Record<string, unknown>, existing?: RawRow): Messages {
  const locked = existing ? lockedInvoice(existing.status) : null;
  if (locked) return locked;
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
  beforeDelete: (_ctx, existing) => lockedInvoice(existing.status),
  listScope,
  decorateRows(sqlite: Sqlite, raws: readonly RawRow[], rows: Row[], principal, query) {
    money.decorateRows(sqlite, raws, rows, principal, query);
    const day = today(sqlite);
    raws.forEach((raw, i) => {
      const row = rows[i]!;
      const overdue = isOverdue(raw.status, raw.due_date, day);
      row.overdue = overdue;
      if (overdue) row.status = 'overdue';
      // The console offers Edit and Delete on drafts only, as the server allows.
      if (lockedInvoice(raw.status)) row.available_actions = { ...row.available_actions, update: false, delete: false };
    });
  },
};
