import {
  documentNumber,
  parsePricedLines,
  priceLines,
  type ContractLineInput,
  type ContractLineRow,
  type MoneyTotals,
} from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';

/**
 * The lines and sums of contract quotations and invoices: one table of lines per document kind, the
 * sums recomputed from the lines on every save and kept on the document (lists sort by them).
 */
export interface MoneyDocument {
  /** The document's table and its lines' table, and the lines' column pointing at it. */
  table: 'contract_quotations' | 'contract_invoices';
  lines: 'contract_quotation_lines' | 'contract_invoice_lines';
  owner: 'quotation_id' | 'invoice_id';
  /** "QT", "INV". */
  prefix: string;
}

export interface ParsedLine {
  /** The id of a line read back and sent again, kept when it is one of the document's. */
  id: number | null;
  description: string;
  quantity: number;
  unit_price_fils: number;
  service_id: number | null;
}

/**
 * A body's lines checked: quantities and prices exact decimals, amounts and the total with tax at
 * `taxRate` within the business cap, each service an existing one. Texts
 * under `lines` name the line; null when they pass (the parsed lines are then in `parsed`).
 */
export function checkLines(
  sqlite: Sqlite,
  input: readonly ContractLineInput[],
  taxRate: number,
): { ok: true; lines: ParsedLine[] } | { ok: false; messages: Record<string, string[]> } {
  // A row's line sent back: its quantity text and service object say what a body's line says.
  const lines = input.map(({ quantity_text, service, ...line }) => ({
    ...line,
    quantity: quantity_text ?? line.quantity,
    service_id: line.service_id !== undefined ? line.service_id : (service?.id ?? null),
  }));
  const priced = parsePricedLines(lines, taxRate);
  const messages = priced.ok ? [] : [...priced.messages];
  const service = sqlite.prepare('SELECT 1 FROM services WHERE id = ? AND deleted_at IS NULL').pluck();
  lines.forEach((line, i) => {
    if (line.service_id != null && !service.get(line.service_id))
      messages.push(`The selected service of line ${i + 1} is invalid.`);
  });
  if (!priced.ok || messages.length) return { ok: false, messages: { lines: messages } };
  return {
    ok: true,
    lines: priced.lines.map((l) => ({
      id: l.id ?? null,
      description: String(l.description),
      quantity: l.quantity,
      unit_price_fils: l.unit_price_fils,
      service_id: (l.service_id as number | null | undefined) ?? null,
    })),
  };
}

/**
 * Replaces a document's lines in order. A line sent with the id of one of the document's lines keeps
 * it (a row read back and saved changes nothing); other ids are new.
 */
export function writeLines(sqlite: Sqlite, doc: MoneyDocument, id: number, lines: readonly ParsedLine[]): void {
  const own = new Set(sqlite.prepare(`SELECT id FROM ${doc.lines} WHERE ${doc.owner} = ?`).pluck().all(id) as number[]);
  sqlite.prepare(`DELETE FROM ${doc.lines} WHERE ${doc.owner} = ?`).run(id);
  const insert = sqlite.prepare(
    `INSERT INTO ${doc.lines} (id, ${doc.owner}, position, description, quantity, unit_price_fils, service_id)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  lines.forEach((l, i) => {
    const keep = l.id !== null && own.delete(l.id) ? l.id : null;
    insert.run(keep, id, i + 1, l.description, l.quantity, l.unit_price_fils, l.service_id);
  });
}

interface StoredLine {
  owner: number;
  id: number;
  position: number;
  description: string;
  quantity: number;
  unit_price_fils: number;
  service_id: number | null;
  service_name: string | null;
}

/** The priced lines and sums of documents by id, at each one's tax rate. */
export function loadMoney(
  sqlite: Sqlite,
  doc: MoneyDocument,
  docs: readonly { id: number; tax_rate: number }[],
): Map<number, { lines: ContractLineRow[]; totals: MoneyTotals }> {
  const out = new Map<number, { lines: ContractLineRow[]; totals: MoneyTotals }>();
  if (docs.length === 0) return out;
  const stored = sqlite
    .prepare(
      `SELECT l.${doc.owner} AS owner, l.id, l.position, l.description, l.quantity, l.unit_price_fils, l.service_id,
              s.name AS service_name
       FROM ${doc.lines} l LEFT JOIN services s ON s.id = l.service_id
       WHERE l.${doc.owner} IN (${docs.map(() => '?').join(', ')}) ORDER BY l.${doc.owner}, l.position`,
    )
    .all(...docs.map((d) => d.id)) as StoredLine[];
  for (const d of docs) {
    const own = stored
      .filter((l) => l.owner === d.id)
      .map(({ owner: _, service_id, service_name, ...l }) => ({
        ...l,
        service: service_id !== null ? { id: service_id, name: service_name ?? '' } : null,
      }));
    out.set(d.id, priceLines(own, d.tax_rate));
  }
  return out;
}

/** Recomputes a document's stored sums from its lines. */
export function storeTotals(sqlite: Sqlite, doc: MoneyDocument, id: number): MoneyTotals {
  const taxRate = sqlite.prepare(`SELECT tax_rate FROM ${doc.table} WHERE id = ?`).pluck().get(id) as number;
  const { totals } = loadMoney(sqlite, doc, [{ id, tax_rate: taxRate }]).get(id)!;
  sqlite
    .prepare(`UPDATE ${doc.table} SET subtotal_fils = ?, tax_fils = ?, total_fils = ? WHERE id = ?`)
    .run(totals.subtotal_fils, totals.tax_fils, totals.total_fils, id);
  return totals;
}

/** The next number of the year ("QT-2026-0031"): deleted documents keep theirs, so none is reused. */
export function nextNumber(sqlite: Sqlite, doc: MoneyDocument, year: number): string {
  const head = `${doc.prefix}-${year}-`;
  const last = sqlite
    .prepare(`SELECT max(CAST(substr(number, ?) AS INTEGER)) FROM ${doc.table} WHERE number LIKE ? ESCAPE '\\'`)
    .pluck()
    .get(head.length + 1, `${head.replaceAll('_', '\\_')}%`) as number | null;
  return documentNumber(doc.prefix, year, (last ?? 0) + 1);
}
