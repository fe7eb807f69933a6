import {
  IMPORT_NOT_CSV_TEXT,
  IMPORT_PREVIEW_ROWS,
  IMPORT_TYPES,
  SECURITY_TEXT,
  formatDateTime,
  getEndpoint,
  normalizeListQuery,
  recogniseHeader,
  validationText as t,
  type ImportProgress,
  type ImportRow,
  type ImportType,
} from '@cmms/contracts';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { extname, join } from 'node:path';
import { CsvRecordTooLong, csvRecords } from '../domain/csv.js';
import { TOO_MANY_ROWS, runImport } from '../domain/importer.js';
import { customColumns, mappableKeys } from '../domain/import-types.js';
import { failure, success } from '../http/envelope.js';
import { isUploadedFile } from '../http/body-parsers.js';
import { bodyOf, idParam, registerEndpoint } from '../http/register-endpoint.js';
import { registerAction } from '../http/register-action.js';
import { storedNow } from '../clock.js';
import { sqlPage } from '../engine/sql-page.js';

interface StoredImport {
  id: number;
  name: string;
  stored_name: string;
  filesize: number;
  import_type: string | null;
  header_row: string;
  first_row: string;
  row_count: number | null;
  field_map: string | null;
  created_at: string;
}

const CSV_TYPES = ['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel', 'text/x-csv'];
const NOT_FOUND = 'Import not found';
const json = <T>(text: string | null, fallback: T): T => {
  try {
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
};
const truthy = (v: unknown) => v === true || v === 1 || ['1', 'true', 'on', 'yes'].includes(String(v).toLowerCase());

const toRow = (i: StoredImport): ImportRow => ({
  id: i.id,
  name: i.name,
  filesize: i.filesize,
  import_type: i.import_type,
  created_at: formatDateTime(i.created_at),
  header_row: json<string[]>(i.header_row, []),
  first_row: json<string[][]>(i.first_row, []),
  row_count: i.row_count,
  field_map: json<Record<string, string> | null>(i.field_map, null),
});

/** The data rows of a stored file, streamed (the header row skipped). */
async function* dataRows(path: string): AsyncGenerator<string[]> {
  let first = true;
  for await (const record of csvRecords(path)) {
    if (first) first = false;
    else yield record;
  }
}

/**
 * The header, the preview rows and the row count of an uploaded file, read as a stream: a file with
 * more rows than an import takes (or a row too long to be one) is refused without reading the rest.
 */
async function readHead(
  path: string,
  maxRows: number,
): Promise<{ header: string[] | undefined; rows: string[][]; rowCount: number } | { refused: string }> {
  let header: string[] | undefined;
  const rows: string[][] = [];
  let rowCount = 0;
  try {
    for await (const record of csvRecords(path)) {
      if (!header) header = record;
      else if (++rowCount > maxRows) return { refused: SECURITY_TEXT.importTooManyRows(maxRows) };
      else if (rows.length < IMPORT_PREVIEW_ROWS) rows.push(record);
    }
  } catch (error) {
    if (error instanceof CsvRecordTooLong) return { refused: SECURITY_TEXT.importRowTooLong(error.line) };
    throw error;
  }
  return { header, rows, rowCount };
}

/** `/imports`: upload a CSV (previewed), map its columns, run it all-or-nothing, delete it. */
export function registerImports(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;
  const folder = join(app.ctx.dataDir, 'uploads', 'imports');
  const find = (id: number) => sqlite.prepare('SELECT * FROM imports WHERE id = ?').get(id) as StoredImport | undefined;
  /** Imports under way, by id: what the progress endpoint reports. */
  const running = new Map<number, ImportProgress>();

  registerEndpoint(app, getEndpoint('imports.list'), async (request) => {
    const q = normalizeListQuery((request.query ?? {}) as Record<string, unknown>, [], 'id', 'desc');
    const { total, rows } = sqlPage<StoredImport>(sqlite, { select: '*', from: 'FROM imports', order: 'id DESC' }, q);
    return { total, rows: rows.map(toRow) };
  });

  registerAction(app, 'imports.show', async ({ request }) => {
    const stored = find(idParam(request));
    return stored ? toRow(stored) : failure(NOT_FOUND);
  });

  registerEndpoint(app, getEndpoint('imports.upload'), async (request, reply) => {
    const body = bodyOf(request);
    const file = [body.file, body['files[]'], body.files].flat().find(isUploadedFile);
    if (!file) return failure({ file: [t.required('file')] });
    const mime = file.mimetype.toLowerCase();
    if (extname(file.filename).toLowerCase() !== '.csv' || !CSV_TYPES.includes(mime)) {
      return reply.status(422).send(failure(`${IMPORT_NOT_CSV_TEXT}${mime}`));
    }
    if (file.truncated) return failure({ file: ['The file is too large.'] });
    const head = await readHead(file.tempPath, app.ctx.importMaxRows);
    if ('refused' in head) return failure({ file: [head.refused] });
    const { header, rows, rowCount } = head;
    if (!header || header.every((h) => h.trim() === '')) return failure({ file: ['The file has no header row.'] });
    mkdirSync(folder, { recursive: true });
    const storedName = `import-${Date.now()}-${randomBytes(6).toString('hex')}.csv`;
    const stamp = storedNow(sqlite);
    const id = Number(
      sqlite
        .prepare(
          `INSERT INTO imports (name, stored_name, filesize, header_row, first_row, row_count, created_by, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          file.filename,
          storedName,
          file.size,
          JSON.stringify(header.map((h) => h.trim())),
          JSON.stringify(rows),
          rowCount,
          request.principal?.user.id ?? null,
          stamp,
          stamp,
        ).lastInsertRowid,
    );
    renameSync(file.tempPath, join(folder, storedName));
    return success('File successfully uploaded.', toRow(find(id)!));
  });

  registerEndpoint(app, getEndpoint('imports.process'), async (request) => {
    const stored = find(idParam(request));
    if (!stored) return failure(NOT_FOUND);
    const body = bodyOf(request);
    const type = body.import_type as ImportType;
    if (!IMPORT_TYPES.includes(type)) {
      return failure({ import_type: [body.import_type ? t.invalidChoice('import type') : t.required('import type')] });
    }
    const raw =
      typeof body.column_mappings === 'string' ? json<unknown>(body.column_mappings, null) : body.column_mappings;
    const header = json<string[]>(stored.header_row, []);
    const allowed = new Set(mappableKeys(type, sqlite));
    // No prototype: a CSV column named `__proto__` is a column like any other.
    const mappings = Object.create(null) as Record<string, string>;
    const bad: string[] = [];
    if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
      for (const [column, key] of Object.entries(raw as Record<string, unknown>)) {
        // A mapping for a column this file does not have is simply unused (one mapping serves many files).
        if (key === null || key === '' || !header.includes(column)) continue;
        if (typeof key !== 'string' || !allowed.has(key)) bad.push(column);
        else mappings[column] = key;
      }
    }
    // Without mappings, each column is recognised by its header ("Asset Tag", "Model", "Serial Number").
    if (!raw) {
      const keys = [...allowed];
      // Custom field columns are recognised by the field's name ("MAC Address").
      const custom = customColumns(sqlite, type);
      const labelsOf = (key: string) => (custom.has(key) ? [custom.get(key)!] : []);
      for (const column of header) {
        const key = recogniseHeader(column, keys, labelsOf);
        if (key && !Object.values(mappings).includes(key)) mappings[column] = key;
      }
    }
    if (bad.length)
      return failure({ column_mappings: bad.map((c) => `The column '${c}' cannot be mapped like that.`) });
    if (Object.keys(mappings).length === 0) return failure({ column_mappings: [t.required('column mappings')] });
    const path = join(folder, stored.stored_name);
    if (!existsSync(path)) return failure(NOT_FOUND);
    const progress = { id: stored.id, running: true, rows: 0, total: stored.row_count };
    running.set(stored.id, progress);
    try {
      // The import holds one transaction across event-loop turns: other writers wait at the gate.
      return await app.ctx.writeGate.exclusively(request.writeLease ?? undefined, async () => {
        const result = await runImport(app.ctx.engine, sqlite, request, header, dataRows(path), {
          type,
          updateExisting: truthy(body.update_existing),
          mappings,
          maxRows: app.ctx.importMaxRows,
          onRow: (rows) => (progress.rows = rows),
        });
        if (result === TOO_MANY_ROWS)
          return failure({ file: [SECURITY_TEXT.importTooManyRows(app.ctx.importMaxRows)] });
        if (result.rejected > 0) {
          const total = progress.rows;
          return failure(`${result.rejected} of ${total} rows could not be imported; nothing was imported.`, result);
        }
        sqlite
          .prepare('UPDATE imports SET import_type = ?, field_map = ?, updated_at = ? WHERE id = ?')
          .run(type, JSON.stringify(mappings), storedNow(sqlite), stored.id);
        return success('Your file has been imported', result);
      });
    } catch (error) {
      if (error instanceof CsvRecordTooLong) return failure({ file: [SECURITY_TEXT.importRowTooLong(error.line)] });
      throw error;
    } finally {
      running.delete(stored.id);
    }
  });

  registerAction(app, 'imports.progress', async ({ request }) => {
    const stored = find(idParam(request));
    if (!stored) return failure(NOT_FOUND);
    return running.get(stored.id) ?? { id: stored.id, running: false, rows: 0, total: stored.row_count };
  });

  registerAction(app, 'imports.delete', async ({ request }) => {
    const stored = find(idParam(request));
    if (!stored) return failure(NOT_FOUND);
    sqlite.prepare('DELETE FROM imports WHERE id = ?').run(stored.id);
    rmSync(join(folder, stored.stored_name), { force: true });
    return success('Your file has been been successfully deleted', null);
  });
}
