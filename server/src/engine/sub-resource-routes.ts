import {
  FORBIDDEN_TEXT,
  attributeName,
  formatDateTime,
  getEndpoint,
  issuesToMessages,
  normalizeListQuery,
  referenceTargets,
  toStoredDateTime,
  validationText as t,
  type SubResourceDecl,
  type SubVerb,
  type SubWho,
} from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { z } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failure, success } from '../http/envelope.js';
import { bodyOf, idParam, registerEndpoint } from '../http/register-endpoint.js';
import { writeActionLog, type LogEntry } from './action-log.js';
import { placeholders, queryValues } from './sql.js';

/** A row as the declaration shows it, for a custom route that adds one (a work order's upload). */
export interface SubResourceRows<R = Row> {
  row(request: FastifyRequest, id: number): R | undefined;
}

/** What the engine needs of a sub-resource's parent: the record the caller may see, and its write rule. */
export interface SubResourceParent<P extends { id: number } = { id: number }> {
  /** The parent as the caller may see it; one it may not see reads as not found. */
  find(request: FastifyRequest, id: number): P | undefined;
  notFound: string;
  /** The parent's own rule for changing what hangs under it (`who: { parent: 'write' }`). */
  mayWrite(request: FastifyRequest, parent: P): boolean;
}

type Stored = Record<string, unknown> & { id: number };
type Statement = ReturnType<Sqlite['prepare']>;
/** A row as the declaration's row schema shows it. */
type Row = Record<string, unknown> & { id: number };

const forbidden = (reply: FastifyReply) => reply.status(403).send({ message: FORBIDDEN_TEXT });
const quote = (name: string) => `"${name.replace(/"/g, '')}"`;

const PERSON = (a: string) => `trim(coalesce(${a}.first_name,'') || ' ' || coalesce(${a}.last_name,''))`;

/** The SELECT of a declaration: the row, and for each reference key its title joined in. */
function selectOf(sqlite: Sqlite, d: SubResourceDecl, refLists: Map<string, Statement>): string {
  const joins: string[] = [];
  const titles: string[] = [];
  Object.entries(d.columns).forEach(([key, c], i) => {
    if ('refs' in c) {
      const title = c.refs.title === 'person' ? PERSON('r') : `r.${quote(c.refs.title)}`;
      refLists.set(key, sqlite.prepare(`SELECT r.id, ${title} AS name FROM ${quote(c.refs.table)} r WHERE r.id = ?`));
    }
    if (!('ref' in c)) return;
    const a = `j${i}`;
    joins.push(`LEFT JOIN ${quote(c.ref.table)} ${a} ON ${a}.id = t.${quote(c.ref.column)}`);
    const title = c.ref.title === 'person' ? PERSON(a) : `${a}.${quote(c.ref.title)}`;
    titles.push(`${title} AS ${quote(`__${key}`)}`, `${a}.id AS ${quote(`__${key}__id`)}`);
    for (const x of c.ref.extra ?? []) titles.push(`${a}.${quote(x)} AS ${quote(`__${key}__${x}`)}`);
  });
  return `SELECT t.*${titles.map((s) => `, ${s}`).join('')} FROM ${quote(d.table)} t ${joins.join(' ')}`;
}

/**
 * Serves a sub-resource declaration (`contracts/src/kit/sub-resource.ts`): the list with the backend's
 * paging and order, add (body checked by the endpoint's schema, references and duplicates refused),
 * edit and remove, each in one transaction with its action-log row on the parent. A parent the caller
 * may not see, or a row under such a parent, is the declaration's not-found text; a caller the verb's
 * `who` does not allow is 403.
 */
export function registerSubResource<P extends { id: number }, D extends SubResourceDecl = SubResourceDecl>(
  app: FastifyInstance,
  d: D,
  parent: SubResourceParent<P>,
): SubResourceRows<z.output<D['row']>> {
  const { sqlite } = app.ctx.conn;
  const refLists = new Map<string, Statement>();
  const select = selectOf(sqlite, d, refLists);
  const live = d.softDelete ? ' AND t.deleted_at IS NULL' : '';
  const find = (id: number) => sqlite.prepare(`${select} WHERE t.id = ?${live}`).get(id) as Stored | undefined;
  const now = (request: FastifyRequest) => toStoredDateTime(request.server.ctx.clock());

  const allowed = (request: FastifyRequest, who: SubWho | undefined, owner: P, row?: Stored): boolean => {
    if (!who) return true;
    if (who.parent === 'write' && !parent.mayWrite(request, owner)) return false;
    if (!who.owners && !who.abilities) return true;
    const me = request.principal?.user.id;
    const own = row !== undefined && (who.owners ?? []).some((k) => row[k] !== null && row[k] === me);
    return own || (who.abilities ?? []).some((a) => request.principal?.ability.can(a.action, a.subject) === true);
  };

  const present = (request: FastifyRequest, s: Stored, owner: P): Row => {
    const row: Row = { id: s.id };
    for (const [key, c] of Object.entries(d.columns)) {
      if ('column' in c) row[key] = s[c.column];
      else if ('datetime' in c) row[key] = formatDateTime(s[c.datetime] as string | null);
      else if ('refs' in c) {
        const ids = JSON.parse((s[c.refs.column] as string | null) ?? '[]') as number[];
        row[key] = ids.flatMap((id) => refLists.get(key)!.get(id) ?? []);
      } else if ('path' in c) row[key] = c.path.replace('{id}', String(s.id));
      else if ('boolean' in c) row[key] = Boolean(s[c.boolean]);
      else {
        const id = s[c.ref.column];
        const joined = c.ref.title === 'person' || (s[`__${key}__id`] !== null && s[`__${key}`] !== null);
        const extra = Object.fromEntries((c.ref.extra ?? []).map((x) => [x, s[`__${key}__${x}`]]));
        row[key] = id && joined ? { id, name: s[`__${key}`] as string, ...extra } : null;
      }
    }
    if (d.actions) {
      row.available_actions = {
        ...(d.edit ? { update: allowed(request, d.edit.who, owner, s) } : {}),
        ...(d.remove ? { delete: allowed(request, d.remove.who, owner, s) } : {}),
      };
    }
    return row;
  };

  /** The logged value of a row: a reference by its title, anything else as it is. */
  const logged = (row: Row | null): unknown => {
    if (!d.log || 'changes' in d.log || !row) return null;
    const value = row[d.log.value];
    return value && typeof value === 'object' && 'name' in value ? (value as { name: unknown }).name : value;
  };
  const log = (request: FastifyRequest, owner: P, id: number, old: Row | null, now: Row | null) => {
    if (!d.log || 'changes' in d.log) return;
    writeActionLog(sqlite, request, {
      action: d.log.action as LogEntry['action'],
      itemType: d.parent,
      itemId: owner.id,
      meta: { [d.log.key]: { old: logged(old), new: logged(now) } },
      ...(d.log.target ? { target: { type: d.table, id } } : {}),
    });
  };

  /** The `changes` log's row: the verb's action, the note from the stored row, the changed columns. */
  const logChange = (
    request: FastifyRequest,
    verb: 'add' | 'edit' | 'remove',
    stored: Stored,
    meta?: LogEntry['meta'],
  ) => {
    if (!d.log || !('changes' in d.log)) return;
    writeActionLog(sqlite, request, {
      action: d.log.actions[verb] as LogEntry['action'],
      itemType: d.parent,
      itemId: stored[d.parentColumn] as number,
      note: d.log.note.replace(/\{(\w+)\}/g, (_, column: string) => String(stored[column] ?? '')),
      meta: meta ?? null,
    });
  };

  /** The body keys the declaration writes, as stored: a key left out is not written, a boolean is 0/1. */
  const written = (values: Record<string, unknown>) => {
    const columns: Record<string, unknown> = {};
    for (const key of d.writes ?? []) {
      const value = values[key];
      if (value !== undefined) columns[key] = typeof value === 'boolean' ? Number(value) : value;
    }
    return columns;
  };

  const parse = (verb: SubVerb, request: FastifyRequest) => {
    const schema = getEndpoint(verb.endpoint.id).body;
    if (!schema) return { ok: true as const, value: {} as Record<string, unknown> };
    const shape = (schema as { shape?: Record<string, unknown> }).shape;
    const extra = d.strict && shape ? Object.keys(bodyOf(request)).filter((key) => !(key in shape)) : [];
    if (extra.length) {
      const messages = Object.fromEntries(extra.map((k) => [k, [t.prohibited(attributeName(k))]]));
      return { ok: false as const, answer: failure(messages) };
    }
    const parsed = schema.safeParse(bodyOf(request));
    return parsed.success
      ? { ok: true as const, value: parsed.data as Record<string, unknown> }
      : { ok: false as const, answer: failure(issuesToMessages(parsed.error.issues)) };
  };

  /** The row of a child id (path `:id`) and its parent, when the caller may see both. */
  const child = (request: FastifyRequest) => {
    const row = find(idParam(request));
    const owner = row && parent.find(request, row[d.parentColumn] as number);
    return row && owner ? { row, owner } : undefined;
  };

  if (d.list) {
    const list = d.list;
    registerEndpoint(app, getEndpoint(list.endpoint.id), async (request) => {
      const input = (request.query ?? {}) as Record<string, unknown>;
      let parentId = idParam(request);
      if (list.parentFrom) {
        const raw = queryValues(input, list.parentFrom.query)[0];
        if (raw === undefined)
          return failure({ [list.parentFrom.query]: [t.required(attributeName(list.parentFrom.query))] });
        parentId = /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
      }
      const owner = parent.find(request, parentId);
      if (!owner) return failure(parent.notFound);
      const filtered: string[] = [];
      const values: unknown[] = [];
      for (const [key, f] of Object.entries(list.filters ?? {})) {
        const wanted = queryValues(input, key).filter((v) => new RegExp(f.pattern).test(v));
        if (!wanted.length) continue;
        filtered.push(` AND t.${quote(f.column)} IN (${placeholders(wanted.length)})`);
        values.push(...wanted.map(Number));
      }
      const { sort } = d;
      const q = normalizeListQuery(input, Object.keys(sort.columns), sort.default, sort.order);
      const where = `WHERE t.${quote(d.parentColumn)} = ?${live}${filtered.join('')}`;
      const total = sqlite
        .prepare(`SELECT count(*) FROM ${quote(d.table)} t ${where}`)
        .pluck()
        .get(owner.id, ...values) as number;
      const dir = (sort.fixed ? sort.order : q.order) === 'asc' ? 'ASC' : 'DESC';
      const by = sort.columns[q.sort]!;
      const order = by.includes('{dir}') ? by.replaceAll('{dir}', dir) : `${by} ${dir}`;
      const rows = sqlite
        .prepare(`${select} ${where} ORDER BY ${order}${sort.then ? `, ${sort.then}` : ''} LIMIT ? OFFSET ?`)
        .all(owner.id, ...values, q.limit, Math.min(q.offset, total)) as Stored[];
      return { total, rows: rows.map((s) => present(request, s, owner)) };
    });
  }

  if (d.add) {
    const add = d.add;
    registerEndpoint(app, getEndpoint(add.endpoint.id), async (request, reply) => {
      // The parent named in the body is known only once the body is read; one in the path comes first.
      const early = add.parentFrom ? parse(add, request) : undefined;
      if (early && !early.ok) return early.answer;
      const owner = parent.find(request, add.parentFrom ? Number(early?.value[add.parentFrom.body]) : idParam(request));
      if (!owner && add.parentFrom?.invalid) {
        return failure({ [add.parentFrom.body]: [t.invalidChoice(attributeName(add.parentFrom.body))] });
      }
      if (!owner) return failure(parent.notFound);
      if (!allowed(request, add.who, owner)) return forbidden(reply);
      const body = early ?? parse(add, request);
      if (!body.ok) return body.answer;
      const values = body.value;
      for (const [key, ref] of Object.entries(add.references ?? {})) {
        const target = referenceTargets[ref]!;
        const gone = target.softDelete ? ' AND deleted_at IS NULL' : '';
        const value = values[key];
        if (
          value !== null &&
          value !== undefined &&
          !sqlite.prepare(`SELECT 1 FROM ${quote(target.table)} WHERE id = ?${gone}`).get(value)
        ) {
          return failure({ [key]: [t.invalidChoice(attributeName(key))] });
        }
      }
      if (add.unique) {
        const same = add.unique.keys.map((k) => ` AND t.${quote(k)} = ?`).join('');
        const taken = sqlite
          .prepare(`SELECT 1 FROM ${quote(d.table)} t WHERE t.${quote(d.parentColumn)} = ?${same}${live}`)
          .get(owner.id, ...add.unique.keys.map((k) => values[k]));
        if (taken) return failure({ [add.unique.keys[0]!]: [add.unique.message] });
      }
      const refused = d.check?.(written(values));
      if (refused) return failure(refused);
      const stamp = now(request);
      const columns: Record<string, unknown> = { [d.parentColumn]: owner.id, ...written(values) };
      if (d.stamps?.createdBy) columns[d.stamps.createdBy] = request.principal?.user.id ?? null;
      if (d.stamps?.createdAt) columns[d.stamps.createdAt] = stamp;
      if (d.stamps?.updatedAt) columns[d.stamps.updatedAt] = stamp;
      const names = Object.keys(columns);
      const row = sqlite.transaction(() => {
        const id = Number(
          sqlite
            .prepare(
              `INSERT INTO ${quote(d.table)} (${names.map(quote).join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
            )
            .run(...names.map((n) => columns[n])).lastInsertRowid,
        );
        const stored = find(id)!;
        const added = present(request, stored, owner);
        log(request, owner, id, null, added);
        logChange(request, 'add', stored);
        return added;
      })();
      return success(add.message ?? '', row);
    });
  }

  if (d.edit) {
    const edit = d.edit;
    registerEndpoint(app, getEndpoint(edit.endpoint.id), async (request, reply) => {
      const found = child(request);
      if (!found) return failure(d.notFound);
      const { row: stored, owner } = found;
      if (!allowed(request, edit.who, owner, stored)) return forbidden(reply);
      const body = parse(edit, request);
      if (!body.ok) return body.answer;
      const columns = written(body.value);
      const refused = d.check?.({ ...stored, ...columns });
      if (refused) return failure(refused);
      // A `changes` log names what changed, and an edit that changes nothing leaves the row as it is.
      const changes = d.log !== undefined && 'changes' in d.log;
      const changed = Object.keys(columns).filter((n) => !changes || columns[n] !== stored[n]);
      const set = Object.fromEntries(changed.map((n) => [n, columns[n]]));
      if (d.stamps?.updatedAt && (changed.length || !changes)) set[d.stamps.updatedAt] = now(request);
      const names = Object.keys(set);
      const row = sqlite.transaction(() => {
        if (names.length) {
          sqlite
            .prepare(`UPDATE ${quote(d.table)} SET ${names.map((n) => `${quote(n)} = ?`).join(', ')} WHERE id = ?`)
            .run(...names.map((n) => set[n]), stored.id);
        }
        const edited = present(request, find(stored.id)!, owner);
        log(request, owner, stored.id, present(request, stored, owner), edited);
        if (changed.length) {
          logChange(
            request,
            'edit',
            stored,
            Object.fromEntries(changed.map((n) => [n, { old: stored[n], new: columns[n] }])),
          );
        }
        return edited;
      })();
      return success(edit.message ?? '', row);
    });
  }

  if (d.remove) {
    const remove = d.remove;
    registerEndpoint(app, getEndpoint(remove.endpoint.id), async (request, reply) => {
      const found = child(request);
      if (!found) return failure(d.notFound);
      const { row: stored, owner } = found;
      if (!allowed(request, remove.who, owner, stored)) return forbidden(reply);
      for (const use of remove.inUse ?? []) {
        const used = sqlite.prepare(`SELECT 1 FROM ${quote(use.table)} WHERE ${quote(use.column)} = ? LIMIT 1`);
        if (used.get(stored.id)) return failure(use.message);
      }
      sqlite.transaction(() => {
        if (d.softDelete) {
          sqlite.prepare(`UPDATE ${quote(d.table)} SET deleted_at = ? WHERE id = ?`).run(now(request), stored.id);
        } else sqlite.prepare(`DELETE FROM ${quote(d.table)} WHERE id = ?`).run(stored.id);
        log(request, owner, stored.id, present(request, stored, owner), null);
        logChange(request, 'remove', stored);
      })();
      return success(remove.message ?? '', null);
    });
  }

  return {
    row: (request, id) => {
      const stored = find(id);
      const owner = stored && parent.find(request, stored[d.parentColumn] as number);
      // `present` reads each key as the declaration's row schema shows it.
      return stored && owner ? (present(request, stored, owner) as z.output<D['row']>) : undefined;
    },
  };
}
