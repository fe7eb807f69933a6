import { DEFAULT_TAX_RATE, formatMoney, mulDivRound, parseMoney, parseThousandths, priceLines } from '@cmms/contracts';
import { placeholders } from '../sql-text.js';
import {
  CONTRACTS,
  QUOTATIONS,
  type ContractMeaning,
  type ContractSeed,
  type QuotationSeed,
} from '../data/service-data.js';
import type { Catalogue } from './service-catalogue.js';
import type { CustomerBook } from './service-customers.js';
import type { ServiceContext } from './service-context.js';

const fils = (text: string): number => {
  const value = parseMoney(text);
  if (value === null) throw new Error(`service seed: bad amount ${text}`);
  return value;
};

/** Lines as stored (thousandths, fils) with the document's sums at Bahrain's VAT: the money kit's arithmetic. */
export function priced(
  lines: { description: string; quantity: string; price: string; service?: string }[],
  services: ReadonlyMap<string, number>,
) {
  const stored = lines.map((l, i) => ({
    position: i + 1,
    description: l.description,
    quantity: parseThousandths(l.quantity)!,
    unit_price_fils: fils(l.price),
    service_id: l.service ? services.get(l.service)! : null,
  }));
  const { totals } = priceLines(stored, DEFAULT_TAX_RATE);
  return {
    lines: stored,
    tax_rate: totals.tax_rate,
    subtotal_fils: totals.subtotal_fils,
    tax_fils: totals.tax_fils,
    total_fils: totals.total_fils,
  };
}

/** A seeded contract as the SLA and invoice seeds need it. */
export interface SeededContract {
  id: number;
  seed: ContractSeed;
  customer: number | null;
  start: string;
  expiry: string;
  value: number;
  billing: string;
  assets: number[];
}

/**
 * Quotations (every status; the accepted ones became contracts), then contracts of several types per
 * customer and the vendors' subcontracts: their sites, the equipment there, their services and their
 * versions, each version a snapshot of the fields with its comment, the last one equal to the row.
 */
export function seedContracts(ctx: ServiceContext, book: CustomerBook, catalogue: Catalogue): SeededContract[] {
  const { sqlite, insert, count, dates } = ctx;
  const quotations = new Map<string, { id: number; subtotal: number; total: number }>();
  const ordered = [...QUOTATIONS].sort((a, b) => a.issued - b.issued);
  const numberer = yearly('QT');
  for (const q of ordered) {
    const { lines, ...sums } = priced(q.lines, catalogue.services);
    const issued = dates.day(q.issued);
    const id = insert('contract_quotations', {
      number: numberer(issued),
      customer_id: book.ids.get(q.customer)!,
      title: q.title,
      valid_until: dates.day(q.issued + q.validDays),
      status: q.status,
      ...sums,
      notes: q.notes ?? null,
      created_by: 1,
      created_at: dates.stamp(q.issued),
      updated_at: dates.stamp(quotationSettled(q)),
    });
    for (const line of lines) insert('contract_quotation_lines', { quotation_id: id, ...line });
    quotations.set(q.key, { id, subtotal: sums.subtotal_fils, total: sums.total_fils });
    count('contract_quotations');
  }

  const assetsAt = (locations: number[], categories: string[]) =>
    categories.length === 0
      ? []
      : (sqlite
          .prepare(
            `SELECT a.id FROM assets a JOIN models m ON m.id = a.model_id JOIN categories c ON c.id = m.category_id
             WHERE a.deleted_at IS NULL AND coalesce(a.location_id, a.rtd_location_id) IN (${placeholders(locations.length)})
               AND c.name IN (${placeholders(categories.length)})
               AND a.status_id NOT IN (SELECT id FROM status_labels WHERE type = 'archived')
             ORDER BY a.id LIMIT 60`,
          )
          .pluck()
          .all(...locations, ...categories) as number[]);

  // Tags run in the order the contracts started.
  const tagger = yearly('CTR', 3);
  const tagOf = new Map(
    [...CONTRACTS].sort((a, b) => a.start - b.start).map((c) => [c, tagger(dates.day(c.start))] as const),
  );
  const seeded: SeededContract[] = [];
  for (const c of CONTRACTS) {
    const type = catalogue.types.get(c.type)!;
    const customer = c.customer ? book.ids.get(c.customer)! : null;
    const quotation = c.quotation ? quotations.get(c.quotation)! : null;
    const start = dates.day(c.start);
    const tag = tagOf.get(c)!;
    // The state after each version: the first signed, each change on top of the one before.
    // A site brings its buildings and rooms; "=name" is the place alone.
    const place = (name: string) => (name.startsWith('=') ? [book.locations.get(name.slice(1))!] : book.subtree(name));
    const sitesOf = (names: string[]) => [...new Set(names.flatMap(place))].sort((a, b) => a - b);
    const versions = versionsOf(c);
    let state = {
      status: versionMeaning(c, 0, versions.length),
      expiry: c.expiry,
      value: quotation ? quotation.subtotal : fils(c.value!),
      sites: c.sites ?? [],
      notes: c.notes ?? null,
    };
    const rows = versions.map((v, i) => {
      if (i > 0) {
        state = {
          status: versionMeaning(c, i, versions.length),
          expiry: v.expiry ?? state.expiry,
          value: v.value ? fils(v.value) : state.value,
          sites: [...state.sites, ...(v.addSites ?? [])],
          notes: v.notes ?? state.notes,
        };
      }
      const locations = sitesOf(state.sites);
      return {
        at: v.at,
        comment: v.comment,
        row: {
          name: c.name,
          party_type: customer !== null ? 'customer' : 'vendor',
          customer_id: customer,
          vendor_id: c.vendor ? book.vendorIds.get(c.vendor)! : null,
          contract_type_id: type.id,
          quotation_id: quotation?.id ?? null,
          quotation_amount_fils: quotation?.total ?? null,
          tag,
          status_id: catalogue.statuses.get(state.status)!,
          start_date: start,
          expiry_date: dates.day(state.expiry),
          notice_days: c.notice,
          auto_renew: c.autoRenew,
          locations,
          assets: assetsAt(locations, c.categories ?? []),
          services: c.services.map((s) => catalogue.services.get(s)!).sort((a, b) => a - b),
          value_fils: state.value,
          notes: state.notes,
        },
      };
    });
    const last = rows[rows.length - 1]!;
    const { locations, assets, services, ...columns } = last.row;
    const id = insert('contracts', {
      ...columns,
      version: rows.length,
      version_comment: last.comment,
      created_by: 1,
      created_at: dates.stamp(rows[0]!.at),
      updated_at: dates.stamp(last.at),
    });
    for (const l of locations) insert('contract_locations', { contract_id: id, location_id: l });
    for (const a of assets) insert('contract_assets', { contract_id: id, asset_id: a });
    for (const s of services) insert('contract_services', { contract_id: id, service_id: s });
    rows.forEach((v, i) =>
      insert('contract_versions', {
        contract_id: id,
        version: i + 1,
        data: JSON.stringify(snapshot(v.row)),
        comment: v.comment,
        created_by: 1,
        created_at: dates.stamp(v.at),
      }),
    );
    count('contracts');
    count('contract_versions', rows.length);
    seeded.push({
      id,
      seed: c,
      customer,
      start,
      expiry: columns.expiry_date,
      value: columns.value_fils,
      billing: type.billing,
      assets,
    });
  }
  return seeded;
}

/**
 * A version's data as the server writes it: every declared field but the version bookkeeping,
 * references as ids, lists as sorted id lists, money as its 3-decimal text.
 */
function snapshot(row: Record<string, unknown> & { quotation_amount_fils: number | null; value_fils: number }) {
  const { quotation_amount_fils, value_fils, ...rest } = row;
  return {
    ...rest,
    quotation_amount: quotation_amount_fils === null ? null : formatMoney(quotation_amount_fils),
    value: formatMoney(value_fils),
  };
}

/** When a quotation was last touched: sent a day after drafting, answered within its validity. */
const quotationSettled = (q: QuotationSeed): number =>
  q.status === 'draft' ? q.issued : q.status === 'sent' ? q.issued + 1 : Math.min(q.issued + q.validDays - 5, -1);

/**
 * A contract's versions: its signature, its changes, and the moves of its status over time that a
 * manager records with a comment (notice period started, expired without renewal).
 */
function versionsOf(c: ContractSeed) {
  const list = [
    { at: c.start - 10, comment: c.signed } as NonNullable<ContractSeed['changes']>[number],
    ...(c.changes ?? []),
  ];
  if (c.meaning === 'expiring')
    list.push({
      at: Math.min(c.expiry - c.notice, -1),
      comment: 'Notice period started: renewal under discussion with the customer.',
    });
  if (c.meaning === 'expired') list.push({ at: c.expiry + 1, comment: 'Expired without renewal.' });
  return list.sort((a, b) => a.at - b.at);
}

/** The status meaning of version i of n: the contract's own on the last, active (or draft) before. */
const versionMeaning = (c: ContractSeed, i: number, n: number): ContractMeaning =>
  i === n - 1 ? c.meaning : c.meaning === 'draft' ? 'draft' : 'active';

/** Numbers like "QT-2026-0031": a running number per year of the date given, in the order asked. */
function yearly(prefix: string, digits = 4) {
  const next = new Map<string, number>();
  return (day: string) => {
    const year = day.slice(0, 4);
    const n = (next.get(year) ?? 0) + 1;
    next.set(year, n);
    return `${prefix}-${year}-${String(n).padStart(digits, '0')}`;
  };
}

/** A monthly fee: the value over the term divided by its months, exactly in fils. */
export const monthlyFee = (valueFils: number, months: number): number => mulDivRound(valueFils, 1, Math.max(1, months));
