import { createHash } from 'node:crypto';
import { toStoredDateTime } from '@cmms/contracts';
import { checkDefinition } from '@cmms/contracts/logbooks/check';
import type { FastifyInstance } from 'fastify';
import { failure, success } from '../../http/envelope.js';
import { registerAction } from '../../http/register-action.js';
import { idParam } from '../../http/register-endpoint.js';
import { foundBy } from '../../http/found-by.js';
import { formRow, parse, type StoredForm } from './rows.js';
import { LOGBOOK_TEXTS as T } from './texts.js';
import { sqlPage } from '../../engine/sql-page.js';

export const FORM_NOT_FOUND = 'Form not found';

export const checksum = (schema: unknown, ui: unknown) =>
  createHash('sha256')
    .update(JSON.stringify([schema, ui]))
    .digest('hex');

/** Forms: a draft definition the builder edits, and frozen versions published from it. */
export function registerForms(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;
  const find = (id: number) =>
    sqlite.prepare('SELECT * FROM logger_forms WHERE id = ? AND deleted_at IS NULL').get(id) as StoredForm | undefined;
  const now = () => toStoredDateTime(app.ctx.clock());

  // A draft is edited only while it exists: that answer comes before the body's field texts.
  const formOf = foundBy(
    (request) => find(idParam(request)),
    () => failure(FORM_NOT_FOUND),
  );

  registerAction(app, 'logbooks.forms', async ({ query: q, request }) => {
    const limit = Math.min(Math.max(Number(q.limit) || 500, 1), 500);
    const offset = Math.max(Number(q.offset) || 0, 0);
    const search = (q.search ?? '').trim();
    const where = `deleted_at IS NULL${search ? ' AND (name LIKE ? OR category LIKE ?)' : ''}`;
    const params = search ? [`%${search}%`, `%${search}%`] : [];
    const order = q.order === 'asc' ? 'ASC' : 'DESC';
    const sort = q.sort === 'name' ? 'name COLLATE NOCASE' : 'id';
    const { total, rows } = sqlPage<StoredForm>(
      sqlite,
      { select: '*', from: `FROM logger_forms WHERE ${where}`, order: `${sort} ${order}, id ${order}`, params },
      { limit, offset },
    );
    return { total, rows: rows.map((f) => formRow(request, sqlite, f)) };
  });

  registerAction(app, 'logbooks.form', async ({ params, request }) => {
    const form = find(params.id);
    return form ? formRow(request, sqlite, form) : failure(FORM_NOT_FOUND);
  });

  registerAction(app, 'logbooks.form-version', async ({ params }) => {
    const form = find(params.id);
    const n = Number(params.version);
    const v =
      form &&
      (sqlite
        .prepare('SELECT * FROM logger_form_versions WHERE form_id = ? AND version = ?')
        .get(form.id, Number.isInteger(n) ? n : -1) as
        | {
            id: number;
            form_id: number;
            version: number;
            schema: string;
            ui_schema: string;
            checksum: string;
            published_by: number | null;
            published_at: string;
          }
        | undefined);
    if (!v) return failure(FORM_NOT_FOUND);
    const by =
      v.published_by === null
        ? undefined
        : (sqlite
            .prepare("SELECT trim(first_name || ' ' || coalesce(last_name,'')) FROM users WHERE id = ?")
            .pluck()
            .get(v.published_by) as string | undefined);
    return {
      id: v.id,
      form_id: v.form_id,
      version: v.version,
      schema: parse(v.schema, {}),
      ui_schema: parse(v.ui_schema, {}),
      checksum: v.checksum,
      published_by: v.published_by !== null && by !== undefined ? { id: v.published_by, name: by } : null,
      published_at: { datetime: v.published_at, formatted: v.published_at.slice(0, 16) },
    };
  });

  const definitionErrors = (schema: Record<string, unknown>) => {
    const errors = checkDefinition(schema);
    return Object.keys(errors).length ? failure(errors) : null;
  };

  registerAction(app, 'logbooks.form-create', async ({ body: v, request }) => {
    const refused = definitionErrors(v.schema);
    if (refused) return refused;
    const at = now();
    const id = Number(
      sqlite
        .prepare(
          'INSERT INTO logger_forms (name, category, status, schema, ui_schema, created_by, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        )
        .run(
          v.name,
          v.category ?? null,
          'draft',
          JSON.stringify(v.schema),
          JSON.stringify(v.ui_schema ?? {}),
          request.principal?.user.id ?? null,
          at,
          at,
        ).lastInsertRowid,
    );
    return success(T.formCreated, formRow(request, sqlite, find(id)!));
  });

  registerAction(
    app,
    'logbooks.form-update',
    async ({ body: v, request }) => {
      const form = formOf.of(request);
      if (v.schema) {
        const refused = definitionErrors(v.schema);
        if (refused) return refused;
      }
      // Only the draft changes: published versions (and every submission naming one) stay as they were.
      sqlite
        .prepare(
          'UPDATE logger_forms SET name = ?, category = ?, schema = ?, ui_schema = ?, updated_at = ? WHERE id = ?',
        )
        .run(
          v.name ?? form.name,
          v.category === undefined ? form.category : v.category,
          v.schema ? JSON.stringify(v.schema) : form.schema,
          v.ui_schema ? JSON.stringify(v.ui_schema) : form.ui_schema,
          now(),
          form.id,
        );
      return success(T.formUpdated, formRow(request, sqlite, find(form.id)!));
    },
    { guard: formOf.guard },
  );

  registerAction(app, 'logbooks.form-publish', async ({ params, request }) => {
    const form = find(params.id);
    if (!form) return failure(FORM_NOT_FOUND);
    const schema = parse<Record<string, unknown>>(form.schema, {});
    const refused = definitionErrors(schema);
    if (refused) return refused;
    const sum = checksum(schema, parse(form.ui_schema, {}));
    const current = form.current_version_id
      ? (sqlite
          .prepare('SELECT checksum FROM logger_form_versions WHERE id = ?')
          .pluck()
          .get(form.current_version_id) as string)
      : null;
    if (current !== sum) {
      sqlite.transaction(() => {
        const next = sqlite
          .prepare('SELECT coalesce(max(version), 0) + 1 FROM logger_form_versions WHERE form_id = ?')
          .pluck()
          .get(form.id) as number;
        const at = now();
        const versionId = Number(
          sqlite
            .prepare(
              'INSERT INTO logger_form_versions (form_id, version, schema, ui_schema, checksum, published_by, published_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
            )
            .run(form.id, next, form.schema, form.ui_schema, sum, request.principal?.user.id ?? null, at)
            .lastInsertRowid,
        );
        sqlite
          .prepare("UPDATE logger_forms SET status = 'published', current_version_id = ?, updated_at = ? WHERE id = ?")
          .run(versionId, at, form.id);
      })();
    }
    return success(T.formPublished, formRow(request, sqlite, find(form.id)!));
  });

  registerAction(app, 'logbooks.form-delete', async ({ params }) => {
    const form = find(params.id);
    if (!form) return failure(FORM_NOT_FOUND);
    const used = sqlite.prepare('SELECT 1 FROM e_loggers WHERE form_id = ? AND deleted_at IS NULL').get(form.id);
    if (used) return failure(T.formInUse);
    sqlite.prepare('UPDATE logger_forms SET deleted_at = ? WHERE id = ?').run(now(), form.id);
    return success(T.formDeleted, null);
  });
}
