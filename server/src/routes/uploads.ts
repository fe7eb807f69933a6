import {
  API_BASE,
  UPLOAD_HOLDERS,
  uploadRulesOf,
  UPLOAD_TYPES,
  V8_FILE_TEXT,
  formatDateTime,
  getEndpoint,
  normalizeListQuery,
  notFoundText,
  validationText as t,
  type UploadRow,
  type Envelope,
  type UploadsDecl,
} from '@cmms/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { extname, join } from 'node:path';
import { writeActionLog } from '../engine/action-log.js';
import { failure, success } from '../http/envelope.js';
import { isUploadedFile, type UploadedFile } from '../http/body-parsers.js';
import { bodyOf, idParam, registerEndpoint, type Handler } from '../http/register-endpoint.js';
import { isSuperuser, isSuperuserAccount } from '../auth/privileges.js';
import { forbidden } from '../http/refusal.js';
import { storedNow } from '../clock.js';
import { sqlPage } from '../engine/sql-page.js';

interface StoredUpload {
  id: number;
  updated_at: string;
  item_id: number;
  filename: string;
  stored_name: string;
  mime_type: string;
  size: number;
  note: string | null;
  created_by: number | null;
  creator: string | null;
  created_at: string;
}

const FILE_NOT_FOUND = 'File not found';
const SORTS = ['id', 'filename', 'mime_type', 'size', 'created_at'];

/** Both the extension and the declared type must be accepted (images unless told), and they must agree. */
export function acceptableUpload(file: UploadedFile, types = UPLOAD_TYPES): boolean {
  const extensions = types[file.mimetype.toLowerCase()];
  const ext = extname(file.filename).slice(1).toLowerCase();
  return !file.truncated && file.size > 0 && extensions !== undefined && extensions.includes(ext);
}

/** A stored file as a download: its own type, and never run in the console's origin. */
export function sendStoredFile(reply: FastifyReply, path: string, mimeType: string, size: number, filename: string) {
  // An SVG can carry script: it is always a download, never shown inline.
  const disposition = mimeType === 'image/svg+xml' ? 'attachment' : 'inline';
  return reply
    .type(mimeType)
    .header('content-length', size)
    .header('content-disposition', `${disposition}; filename="${encodeURIComponent(filename)}"`)
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('x-content-type-options', 'nosniff')
    .send(createReadStream(path));
}

/** Files for every record that keeps them (users, assets, licenses): one engine, one declaration each. */
export function registerUploads(app: FastifyInstance): void {
  for (const holder of UPLOAD_HOLDERS) registerHolderUploads(app, holder);
}

/**
 * `<path>/uploads`: files kept against a record. They arrive streamed to a temp file (the body
 * parser), are checked for type and size, then moved under `<dataDir>/uploads/<resource>/<id>/`.
 */
function registerHolderUploads(app: FastifyInstance, holder: UploadsDecl): void {
  const { sqlite } = app.ctx.conn;
  const engine = app.ctx.engine.resource(holder.resource);
  const { r: resource, repo } = engine;
  const itemType = resource.name;
  const folder = (recordId: number) => join(app.ctx.dataDir, 'uploads', itemType, String(recordId));
  const endpoint = (suffix: string) => getEndpoint(`${holder.prefix}.${suffix}`);
  const rules = uploadRulesOf(holder);
  const uploadList = {
    select: `u.*, trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')) AS creator`,
    from: 'FROM uploads u LEFT JOIN users c ON c.id = u.created_by',
  };
  const select = `SELECT ${uploadList.select} ${uploadList.from}`;

  const toRow = (u: StoredUpload, request: FastifyRequest): UploadRow => ({
    id: u.id,
    filename: u.filename,
    url: `${API_BASE}${holder.path.replace(':id', String(u.item_id))}/uploads/${u.id}`,
    mime_type: u.mime_type,
    size: u.size,
    note: u.note,
    created_by: u.created_by && u.creator !== null ? { id: u.created_by, name: u.creator } : null,
    created_at: formatDateTime(u.created_at),
    updated_at: formatDateTime(u.updated_at),
    deleted_at: null,
    available_actions: { delete: request.principal?.ability.can('update', holder.subject) ?? false },
  });
  const findUpload = (request: FastifyRequest, recordId: number) => {
    const raw = (request.params as Record<string, string>).fileId ?? '';
    if (!/^\d{1,15}$/.test(raw)) return undefined;
    return sqlite
      .prepare(`${select} WHERE u.id = ? AND u.item_type = ? AND u.item_id = ?`)
      .get(Number(raw), itemType, recordId) as StoredUpload | undefined;
  };

  /** A superuser's account is a superuser's to change: its files included (403 for anyone else). */
  const guardAccount = (request: FastifyRequest, recordId: number) => {
    if (itemType === 'users' && !isSuperuser(request.principal) && isSuperuserAccount(sqlite, recordId)) {
      throw forbidden();
    }
  };

  const list: Handler = async (request) => {
    const id = idParam(request);
    if (!repo.find(id)) return failure(notFoundText(resource));
    const input = (request.query ?? {}) as Record<string, unknown>;
    const q = normalizeListQuery(input, SORTS, 'created_at', 'desc');
    const where = ['u.item_type = ?', 'u.item_id = ?'];
    const params: unknown[] = [itemType, id];
    if (q.search.length) {
      where.push(`(${q.search.map(() => "u.filename LIKE ? ESCAPE '\\' OR u.note LIKE ? ESCAPE '\\'").join(' OR ')})`);
      for (const term of q.search) {
        const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        params.push(like, like);
      }
    }
    const dir = q.order === 'asc' ? 'ASC' : 'DESC';
    const { total, rows } = sqlPage<StoredUpload>(
      sqlite,
      {
        ...uploadList,
        from: `${uploadList.from} WHERE ${where.join(' AND ')}`,
        countFrom: `FROM uploads u WHERE ${where.join(' AND ')}`,
        order: `u."${q.sort}" ${dir}, u.id ${dir}`,
        params,
      },
      q,
    );
    return { total, rows: rows.map((u) => toRow(u, request)) };
  };

  /** Stores the files of the body (`file`, `file[]`), all or none; the new rows, or the refusal. */
  const store = (request: FastifyRequest, id: number): { rows: StoredUpload[] } | { refused: Envelope<unknown> } => {
    guardAccount(request, id);
    const body = bodyOf(request);
    const sent = ([] as unknown[]).concat(body.file ?? [], body['file[]'] ?? []);
    const files = sent.filter(isUploadedFile);
    if (files.length === 0) return { refused: failure({ file: [t.required('file')] }) };
    // All or nothing; refused parts are removed with the request's other temp files.
    if (files.length !== sent.length || !files.every((file) => acceptableUpload(file, rules.types)))
      return { refused: failure({ file: [rules.refused] }) };
    // Snipe-IT's file calls name the note `notes`.
    const text = body.note ?? body.notes;
    const note = typeof text === 'string' && text.trim() !== '' ? text.trim().slice(0, 65_535) : null;
    mkdirSync(folder(id), { recursive: true });
    const moved: string[] = [];
    try {
      const ids = sqlite.transaction(() =>
        files.map((file) => {
          const ext = extname(file.filename).toLowerCase();
          const storedName = `${itemType}-${id}-${randomBytes(8).toString('hex')}${ext}`;
          const stamp = storedNow(sqlite);
          const uploadId = Number(
            sqlite
              .prepare(
                `INSERT INTO uploads (item_type, item_id, filename, stored_name, mime_type, size, note, created_by, created_at, updated_at)
                 VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
              )
              .run(
                itemType,
                id,
                file.filename,
                storedName,
                file.mimetype.toLowerCase(),
                file.size,
                note,
                request.principal?.user.id ?? null,
                stamp,
                stamp,
              ).lastInsertRowid,
          );
          writeActionLog(sqlite, request, {
            action: 'uploaded',
            itemType,
            itemId: id,
            note,
            filename: storedName,
          });
          const destination = join(folder(id), storedName);
          renameSync(file.tempPath, destination);
          moved.push(destination);
          return uploadId;
        }),
      )();
      return { rows: ids.map((uploadId) => sqlite.prepare(`${select} WHERE u.id = ?`).get(uploadId) as StoredUpload) };
    } catch (error) {
      // The rows rolled back; the files must not outlive them.
      for (const path of moved) rmSync(path, { force: true });
      throw error;
    }
  };

  const upload: Handler = async (request) => {
    const id = idParam(request);
    if (!repo.find(id)) return failure(notFoundText(resource));
    const stored = store(request, id);
    if ('refused' in stored) return stored.refused;
    const { rows } = stored;
    return success(
      rows.length > 1 ? 'Files successfully uploaded.' : 'File successfully uploaded.',
      toRow(rows[0]!, request),
    );
  };

  const download: Handler = async (request, reply) => {
    const id = idParam(request);
    if (!repo.find(id)) return failure(notFoundText(resource));
    const upload = findUpload(request, id);
    const path = upload ? join(folder(id), upload.stored_name) : '';
    if (!upload || !existsSync(path)) return reply.status(404).send(failure(FILE_NOT_FOUND));
    return sendStoredFile(reply, path, upload.mime_type, upload.size, upload.filename);
  };

  const remove: Handler = async (request, reply) => {
    const id = idParam(request);
    if (!repo.find(id)) return failure(notFoundText(resource));
    guardAccount(request, id);
    const upload = findUpload(request, id);
    if (!upload) return reply.status(404).send(failure(FILE_NOT_FOUND));
    sqlite.transaction(() => {
      sqlite.prepare('DELETE FROM uploads WHERE id = ?').run(upload.id);
      writeActionLog(sqlite, request, {
        action: 'delete',
        itemType,
        itemId: id,
        note: `Deleted file ${upload.filename}`,
        filename: upload.stored_name,
      });
    })();
    rmSync(join(folder(id), upload.stored_name), { force: true });
    return success('File successfully deleted.', null);
  };

  registerEndpoint(app, endpoint('uploads'), list);
  registerEndpoint(app, endpoint('upload'), upload);
  registerEndpoint(app, endpoint('upload-file'), download);
  registerEndpoint(app, endpoint('upload-delete'), remove);
  if (!holder.v8Files) return;
  // Snipe-IT's paths for the same files; its upload answers with the record and its own texts.
  registerEndpoint(app, endpoint('files'), list);
  registerEndpoint(app, endpoint('file'), download);
  registerEndpoint(app, endpoint('file-delete'), remove);
  registerEndpoint(app, endpoint('files-upload'), async (request) => {
    const id = idParam(request);
    const record = repo.find(id);
    if (!record) return failure(endpoint('files-upload').notFound!);
    const stored = store(request, id);
    if ('refused' in stored) {
      const sent = bodyOf(request).file ?? bodyOf(request)['file[]'];
      return sent === undefined ? failure(V8_FILE_TEXT.noFiles) : stored.refused;
    }
    return success(V8_FILE_TEXT.uploaded, engine.presentOne(record, request.principal));
  });
}
