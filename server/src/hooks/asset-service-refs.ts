import { attributeName, validationText as t, type Row } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { RawRow } from '../engine/rows.js';
import { placeholders } from '../engine/sql.js';
import { locationCustomer } from '../domain/service/narrowing.js';

/**
 * An asset's service references (issue 14): its customer must own its location when both are set, and
 * its SLA and commitment must exist, the commitment being one of that SLA's. Customer and vendor are
 * declared references; the SLA side is checked against its tables here and named in `agreement` and
 * `commitment`.
 */
export const ASSET_SERVICE_TEXT = {
  customerOwnsLocation: (location: string) => `The customer must own the asset's location (${location}).`,
  commitmentOfAgreement: "The commitment must be one of the selected agreement's commitments.",
  agreementOfOther: 'The agreement is for another customer.',
} as const;

/** A commitment as lists name it: its description, else its kind and target. */
export const COMMITMENT_TITLE =
  "coalesce(description, kind || ' ' || coalesce(target_hours || ' h', target_percent || ' %'))";

const after = (values: Record<string, unknown>, existing: RawRow | undefined, key: string): unknown =>
  values[key] !== undefined ? values[key] : (existing?.[key] ?? null);

const changes = (values: Record<string, unknown>, existing: RawRow | undefined, key: string) =>
  values[key] !== undefined && values[key] !== (existing?.[key] ?? null);

export function assetServiceRules(
  sqlite: Sqlite,
  values: Record<string, unknown>,
  existing?: RawRow,
): Record<string, string[]> {
  const messages: Record<string, string[]> = {};
  const add = (key: string, text: string) => (messages[key] ??= []).push(text);
  const customer = after(values, existing, 'customer_id');
  const location = after(values, existing, 'location_id');
  // Checked when either side changes, so an edit of something else never trips on older data.
  if (
    (changes(values, existing, 'customer_id') || changes(values, existing, 'location_id')) &&
    typeof customer === 'number' &&
    typeof location === 'number' &&
    locationCustomer(sqlite, location) !== customer
  ) {
    const name = sqlite.prepare('SELECT name FROM locations WHERE id = ?').pluck().get(location) as string;
    add('customer_id', ASSET_SERVICE_TEXT.customerOwnsLocation(name));
  }
  const agreementId = after(values, existing, 'agreement_id');
  const commitmentId = after(values, existing, 'commitment_id');
  let agreement: { id: number; customer_id: number | null } | undefined;
  if (typeof agreementId === 'number') {
    agreement = sqlite
      .prepare('SELECT id, customer_id FROM agreements WHERE id = ? AND deleted_at IS NULL')
      .get(agreementId) as typeof agreement;
    if (!agreement) {
      if (values.agreement_id !== undefined) add('agreement_id', t.invalidChoice(attributeName('agreement_id')));
    } else if (
      changes(values, existing, 'agreement_id') &&
      typeof customer === 'number' &&
      agreement.customer_id !== null &&
      agreement.customer_id !== customer
    )
      add('agreement_id', ASSET_SERVICE_TEXT.agreementOfOther);
  }
  if (typeof commitmentId === 'number') {
    const commitment = sqlite
      .prepare('SELECT agreement_id FROM agreement_commitments WHERE id = ?')
      .get(commitmentId) as { agreement_id: number } | undefined;
    if (!commitment) {
      if (values.commitment_id !== undefined) add('commitment_id', t.invalidChoice(attributeName('commitment_id')));
    } else if (agreement && commitment.agreement_id !== agreement.id)
      add('commitment_id', ASSET_SERVICE_TEXT.commitmentOfAgreement);
  }
  return messages;
}

function namesById(sqlite: Sqlite, sql: string, ids: number[]): Map<number, { id: number; name: string }> {
  if (ids.length === 0) return new Map();
  const rows = sqlite.prepare(sql.replace('?list', placeholders(ids.length))).all(...ids) as {
    id: number;
    name: string;
  }[];
  return new Map(rows.map((r) => [r.id, r]));
}

const idsOf = (raws: readonly RawRow[], key: string) => [
  ...new Set(raws.map((r) => r[key]).filter((v): v is number => typeof v === 'number')),
];

/** `agreement` and `commitment` `{id, name}` beside their ids, one query each per page. */
export function decorateServiceRefs(sqlite: Sqlite, raws: readonly RawRow[], rows: Row[]): void {
  const agreements = namesById(
    sqlite,
    'SELECT id, name FROM agreements WHERE id IN (?list)',
    idsOf(raws, 'agreement_id'),
  );
  const commitments = namesById(
    sqlite,
    `SELECT id, ${COMMITMENT_TITLE} AS name FROM agreement_commitments WHERE id IN (?list)`,
    idsOf(raws, 'commitment_id'),
  );
  raws.forEach((raw, i) => {
    rows[i]!.agreement = agreements.get(raw.agreement_id as number) ?? null;
    rows[i]!.commitment = commitments.get(raw.commitment_id as number) ?? null;
  });
}
