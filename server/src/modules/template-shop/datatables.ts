import { INVOICE_ROW_STATUSES, type InvoiceRow } from '@cmms/contracts/template-shop/schemas';
import type { FastifyInstance } from 'fastify';
import { registerAction } from '../../http/register-action.js';
import { isOverdue } from '../../hooks/contract-invoices.js';
import { today } from '../../hooks/contract-money.js';
import { echoParams, positive, queryText, templateShopCall } from './wire.js';

interface StoredInvoice {
  id: number;
  number: string | null;
  status: string;
  issue_date: string | null;
  due_date: string | null;
  period_start: string | null;
  period_end: string | null;
  total_fils: number;
  contract: string | null;
  customer: string | null;
  email: string | null;
  city: string | null;
}

const DAY = 86_400_000;
/** `MM/dd/yyyy`, the stock rows' date text. */
const mdY = (day: string | null) => (day ? `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}` : '');
const bhd = (fils: number) =>
  `BHD ${(fils / 1000).toLocaleString('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 })}`;

const toRow = (i: StoredInvoice, day: string): InvoiceRow => {
  const overdue = isOverdue(i.status, i.due_date, day);
  const invoiceStatus = (overdue ? 'overdue' : i.status) as InvoiceRow['invoiceStatus'];
  const late = overdue && i.due_date ? Math.round((Date.parse(day) - Date.parse(i.due_date)) / DAY) : 0;
  return {
    responsive_id: '',
    id: i.id,
    avatar: '',
    full_name: i.customer ?? '',
    post: i.contract ?? '',
    email: i.email ?? '',
    city: i.city ?? '',
    start_date: mdY(i.issue_date),
    salary: bhd(i.total_fils),
    age: String(late),
    experience: i.period_start ? `${mdY(i.period_start)} – ${mdY(i.period_end)}` : '',
    status: Math.max(1, INVOICE_ROW_STATUSES.indexOf(invoiceStatus) + 1),
    number: i.number ?? '',
    customer: i.customer ?? '',
    contract: i.contract ?? '',
    issueDate: i.issue_date,
    dueDate: i.due_date,
    totalFils: i.total_fils,
    invoiceStatus,
  };
};

type Compare = (a: InvoiceRow, b: InvoiceRow) => number;
const byText =
  (key: keyof InvoiceRow): Compare =>
  (a, b) =>
    String(a[key]).localeCompare(String(b[key]), 'en', { sensitivity: 'base' });
const SORTS: Record<string, Compare> = {
  id: (a, b) => a.id - b.id,
  full_name: byText('full_name'),
  post: byText('post'),
  email: byText('email'),
  city: byText('city'),
  number: byText('number'),
  start_date: (a, b) => (a.issueDate ?? '').localeCompare(b.issueDate ?? ''),
  salary: (a, b) => a.totalFils - b.totalFils,
  age: (a, b) => Number(a.age) - Number(b.age),
  status: (a, b) => a.status - b.status,
};

/**
 * The template's data tables (§10) on the service business's own invoices (`contract_invoices`, the
 * contract invoices resource's rows, not a copy): the stock keys carry the invoice's values. Reading
 * needs the right to view contract invoices.
 */
export function registerTemplateDataTables(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;
  const rows = () => {
    const day = today(sqlite);
    return (
      sqlite
        .prepare(
          `SELECT i.id, i.number, i.status, i.issue_date, i.due_date, i.period_start, i.period_end, i.total_fils,
                  k.name AS contract, c.name AS customer, c.email, c.city
             FROM contract_invoices i
             LEFT JOIN contracts k ON k.id = i.contract_id
             LEFT JOIN customers c ON c.id = i.customer_id
            WHERE i.deleted_at IS NULL ORDER BY i.id`,
        )
        .all() as StoredInvoice[]
    ).map((i) => toRow(i, day));
  };

  registerAction(app, 'apps.datatables.initial-data', async () => rows(), templateShopCall);

  registerAction(
    app,
    'apps.datatables.data',
    async ({ query }) => {
      const q = queryText(query.q)?.toLowerCase();
      const status = queryText(query.status);
      const sortColumn = queryText(query.sortColumn) ?? 'id';
      const sort = queryText(query.sort) === 'asc' ? 'asc' : 'desc';
      const perPage = positive(queryText(query.perPage), 10, 500);
      const page = positive(queryText(query.page), 1, 1_000_000);
      const allData = rows();
      const wanted =
        status === undefined
          ? undefined
          : /^\d$/.test(status)
            ? INVOICE_ROW_STATUSES[Number(status) - 1]
            : status.toLowerCase();
      const filtered = allData.filter(
        (r) =>
          (wanted === undefined || r.invoiceStatus === wanted) &&
          (!q ||
            [r.full_name, r.post, r.email, r.number, r.age, r.salary, r.start_date].some((v) =>
              v.toLowerCase().includes(q),
            )),
      );
      const column = Object.hasOwn(SORTS, sortColumn) ? sortColumn : 'id';
      const compare = SORTS[column]!;
      const sorted = [...filtered].sort((a, b) => (sort === 'asc' ? 1 : -1) * (compare(a, b) || a.id - b.id));
      return {
        allData,
        invoices: sorted.slice((page - 1) * perPage, page * perPage),
        total: filtered.length,
        params: echoParams({ q: q ?? '', status, sortColumn: column, sort, page, perPage }),
      };
    },
    templateShopCall,
  );
}
