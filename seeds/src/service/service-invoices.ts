import type { Catalogue } from './service-catalogue.js';
import { monthlyFee, priced, type SeededContract } from './service-contracts.js';
import type { ServiceContext } from './service-context.js';

const DAY = 86_400_000;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Days between two yyyy-MM-dd dates. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY);
const minDay = (a: string, b: string) => (a < b ? a : b);
const plusDays = (day: string, n: number) => new Date(Date.parse(day) + n * DAY).toISOString().slice(0, 10);
/** The first and last day of the month `back` months before the anchor's. */
function month(anchor: Date, back: number) {
  const first = new Date(Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth() - back, 1));
  const last = new Date(Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth() - back + 1, 0));
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return { start: day(first), end: day(last), name: `${MONTHS[first.getUTCMonth()]} ${first.getUTCFullYear()}` };
}

/**
 * Invoices of the customers' contracts for the last four months: a fixed fee every month (a
 * call-out line now and then), a visit every quarter for per-visit contracts. Older ones are paid,
 * last month's is issued, the month before is left overdue by slow payers, and this month's is a
 * draft. Issued the day after the period, due after the customer's terms.
 */
export function seedInvoices(ctx: ServiceContext, contracts: SeededContract[], catalogue: Catalogue): void {
  const { insert, count, dates } = ctx;
  const today = dates.day(0);
  const invoices: { contract: SeededContract; back: number }[] = [];
  for (const contract of contracts) {
    if (contract.customer === null || contract.billing === 'time_and_material') continue;
    if (contract.seed.meaning === 'draft') continue;
    const ended = contract.seed.meaning === 'terminated' ? dates.day(-40) : contract.expiry;
    for (let back = 4; back >= 0; back--) {
      const period = month(dates.anchor, back);
      if (period.end < contract.start || period.start > ended) continue;
      if (back === 0 && contract.seed.meaning !== 'active') continue;
      invoices.push({ contract, back });
    }
  }
  // Numbered in the order they were issued.
  invoices.sort((a, b) => b.back - a.back || a.contract.id - b.contract.id);
  const numbers = new Map<string, number>();
  invoices.forEach(({ contract, back }, i) => {
    const period = month(dates.anchor, back);
    const perVisit = contract.billing === 'per_visit';
    const months = Math.max(1, Math.round(daysBetween(contract.start, contract.expiry) / 30.44));
    // Per-visit contracts are visited, and billed, at the end of each quarter.
    if (perVisit && new Date(period.start).getUTCMonth() % 3 !== 2) return;
    const fee = monthlyFee(contract.value, perVisit ? Math.max(1, Math.round(months / 3)) : months);
    const service = contract.seed.services[0];
    const lines = [
      {
        description: perVisit
          ? `${contract.seed.type} visit – ${period.name}`
          : `${contract.seed.type} services – ${period.name}`,
        quantity: '1',
        price: (fee / 1000).toFixed(3),
        service,
      },
    ];
    if (!perVisit && back === 2 && contract.seed.type !== 'Cleaning') {
      lines.push({
        description: 'Call-out labour outside the contract scope (hours)',
        quantity: '6.5',
        price: '18.500',
        service,
      });
    }
    const { lines: stored, ...sums } = priced(lines, catalogue.services);
    const draft = back === 0;
    const issue = draft ? period.end : plusDays(period.end, 1);
    const terms = contract.seed.customer === 'MOW' ? 45 : 30;
    const due = plusDays(issue, terms);
    const overdueLeft = back === 2 && contract.seed.slowPayer === true;
    const paid = !draft && back >= 2 && !overdueLeft;
    const paidAt = paid ? minDay(plusDays(issue, 12 + ((contract.id * 7 + i) % 20)), plusDays(today, -1)) : null;
    const year = issue.slice(0, 4);
    const n = (numbers.get(year) ?? 0) + 1;
    numbers.set(year, n);
    const id = insert('contract_invoices', {
      number: `INV-${year}-${String(n).padStart(4, '0')}`,
      contract_id: contract.id,
      customer_id: contract.customer,
      issue_date: issue,
      due_date: due,
      period_start: period.start,
      period_end: period.end,
      status: draft ? 'draft' : paid ? 'paid' : 'issued',
      ...sums,
      paid_at: paidAt ? dates.stamp(daysBetween(today, paidAt)) : null,
      notes: overdueLeft ? 'Reminder sent; the customer’s finance team is chasing the approval.' : null,
      created_by: 1,
      created_at: dates.stamp(daysBetween(today, issue) - (draft ? 0 : 1)),
      updated_at: dates.stamp(Math.min(0, daysBetween(today, paidAt ?? issue))),
    });
    for (const line of stored) insert('contract_invoice_lines', { invoice_id: id, ...line });
    count('contract_invoices');
  });
}
