import { SECURITY_TEXT, type AssigneeType } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { FastifyRequest } from 'fastify';
import type { RawRow } from '../engine/rows.js';
import { NOT_AVAILABLE_TEXT, checkoutAsset } from './asset-checkout.js';
import { ASSIGNEE_TABLES, assigneeType } from './assignees.js';

/** How a holder's name is found, in order: a person (full name, username, email), a location, an asset. */
const HOLDER_QUERIES: { type: AssigneeType; where: string }[] = [
  {
    type: 'user',
    where: `(${ASSIGNEE_TABLES.user.title} = @name COLLATE NOCASE OR username = @name COLLATE NOCASE OR email = @name COLLATE NOCASE)`,
  },
  { type: 'location', where: 'name = @name COLLATE NOCASE' },
  { type: 'asset', where: '(coalesce(name, asset_tag) = @name COLLATE NOCASE OR asset_tag = @name COLLATE NOCASE)' },
];

function findHolder(sqlite: Sqlite, name: string): { type: AssigneeType; id: number } | undefined {
  for (const { type, where } of HOLDER_QUERIES) {
    const id = sqlite
      .prepare(
        `SELECT id FROM ${ASSIGNEE_TABLES[type].table} WHERE ${where} AND deleted_at IS NULL ORDER BY id LIMIT 1`,
      )
      .pluck()
      .get({ name }) as number | undefined;
    if (id !== undefined) return { type, id };
  }
  return undefined;
}

/**
 * An imported asset's "Checked out to" cell: nothing to do when it already is with that holder, a
 * checkout (logged like the console's) when it is free, refused when it is with someone else or the
 * name is nobody's. Answers the refusal's text, or null.
 */
export function checkoutToHolder(sqlite: Sqlite, request: FastifyRequest, asset: RawRow, name: string): string | null {
  const holder = findHolder(sqlite, name);
  if (!holder) return SECURITY_TEXT.importNoHolder(name);
  if (asset.assigned_to != null) {
    return asset.assigned_to === holder.id && assigneeType(asset.assigned_type) === holder.type
      ? null
      : NOT_AVAILABLE_TEXT;
  }
  const outcome = checkoutAsset(sqlite, request, asset, {
    checkout_to_type: holder.type,
    [`assigned_${holder.type}`]: holder.id,
  });
  return outcome.status === 'success'
    ? null
    : typeof outcome.messages === 'string'
      ? outcome.messages
      : NOT_AVAILABLE_TEXT;
}
