import { UPLOAD_REFUSED_TEXT, toStoredDateTime, validationText as t, mediaDecl } from '@cmms/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { extname, join } from 'node:path';
import { isUploadedFile } from '../../http/body-parsers.js';
import { failure, success } from '../../http/envelope.js';
import { bodyOf, idParam } from '../../http/register-endpoint.js';
import { registerAction } from '../../http/register-action.js';
import { foundBy } from '../../http/found-by.js';
import { mayWork, requesterOnly } from '../../domain/work-orders/access.js';
import { logChange } from '../../domain/work-orders/history.js';
import { acceptableUpload, sendStoredFile } from '../../routes/uploads.js';
import { restoreSeedPhoto } from '@cmms/seeds';
import { registerSubResource } from '../../engine/sub-resource-routes.js';
import { WORK_ORDER_NOT_FOUND, asParsedBody, visibleWorkOrder, workOrderParent } from './route-kit.js';
import { forbiddenReply } from '../../http/parse-body.js';

interface StoredMedia {
  id: number;
  work_order_id: number;
  filename: string;
  original_name: string;
  mime_type: string;
  size: number;
  note: string | null;
  created_by: number | null;
  creator: string | null;
  created_at: string;
}

const FILE_NOT_FOUND = 'File not found';
const SELECT = `SELECT m.*, trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')) AS creator
  FROM work_order_media m LEFT JOIN users c ON c.id = m.created_by`;

/**
 * A work order's files: uploaded through `POST files/upload` with the uploads engine's rules (type, size,
 * the spec's text; streamed to a temp file, then moved under `<dataDir>/uploads/workorders/<id>/`).
 */
export function registerWorkOrderMedia(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;
  const folder = (workOrderId: number) => join(app.ctx.dataDir, 'uploads', 'workorders', String(workOrderId));
  const find = (id: number) => sqlite.prepare(`${SELECT} WHERE m.id = ?`).get(id) as StoredMedia | undefined;
  // The list is declared (`mediaDecl`); an upload answers with the row as the list shows it.
  const media = registerSubResource(app, mediaDecl, workOrderParent);

  /** Stores one file sent as `file` (its temp file moved under the work order's folder), its row and its log. */
  const store = (request: FastifyRequest, wo: { id: number }, note: unknown) => {
    const body = bodyOf(request);
    const sent = ([] as unknown[]).concat(body.file ?? [], body['file[]'] ?? []);
    const files = sent.filter(isUploadedFile);
    if (files.length !== 1 || sent.length !== 1)
      return failure({ file: [files.length ? UPLOAD_REFUSED_TEXT : t.required('file')] });
    const file = files[0]!;
    if (!acceptableUpload(file)) return failure({ file: [UPLOAD_REFUSED_TEXT] });
    const noted = typeof note === 'string' && note.trim() ? note.trim() : null;
    const storedName = `workorders-${wo.id}-${randomBytes(8).toString('hex')}${extname(file.filename).toLowerCase()}`;
    const destination = join(folder(wo.id), storedName);
    mkdirSync(folder(wo.id), { recursive: true });
    try {
      const id = sqlite.transaction(() => {
        const mediaId = Number(
          sqlite
            .prepare(
              `INSERT INTO work_order_media (work_order_id, filename, original_name, mime_type, size, note, created_by, created_at)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
            )
            .run(
              wo.id,
              storedName,
              file.filename,
              file.mimetype.toLowerCase(),
              file.size,
              noted,
              request.principal?.user.id ?? null,
              toStoredDateTime(request.server.ctx.clock()),
            ).lastInsertRowid,
        );
        logChange(
          sqlite,
          request,
          wo.id,
          'uploaded',
          { attachment: { old: null, new: file.filename } },
          { filename: storedName, note: noted },
        );
        renameSync(file.tempPath, destination);
        return mediaId;
      })();
      return success('File successfully uploaded.', media.row(request, id) ?? null);
    } catch (error) {
      // The row rolled back; the file must not outlive it.
      rmSync(destination, { force: true });
      throw error;
    }
  };

  registerAction(
    app,
    'workorders.upload',
    async ({ body, request, reply }) => {
      const wo = visibleWorkOrder(sqlite, request, body.work_order_id);
      if (!wo) return failure(WORK_ORDER_NOT_FOUND);
      if (!mayWork(sqlite, request.principal, wo)) return forbiddenReply(reply);
      return store(request, wo, body.note);
    },
    { invalid: asParsedBody },
  );

  // A requester's photo of the fault, on its own request while it awaits triage (workers may add one too):
  // whose request it is is read from the path, so anyone else is refused before the file is read.
  const mayAddRequestPhoto = (request: FastifyRequest) => {
    const wo = visibleWorkOrder(sqlite, request, idParam(request));
    const p = request.principal;
    if (!wo) return undefined;
    const own = requesterOnly(p) && wo.requested_by === p?.user.id && wo.state === 'requested';
    return own || mayWork(sqlite, p, wo) ? wo : undefined;
  };
  // Checked again once the body is read (as before it is held to its schema): the caller may still add it.
  const requestPhoto = foundBy(mayAddRequestPhoto, (_request, reply) => forbiddenReply(reply));
  registerAction(
    app,
    'workorders.request-photo',
    async ({ body, request }) => store(request, requestPhoto.of(request), body.note),
    {
      guard: requestPhoto.guard,
      invalid: asParsedBody,
      beforeBody: async (request, reply) => {
        // A work order that is not there is not found (as for every id); one that is, but not the caller's, is refused.
        const exists = sqlite
          .prepare('SELECT 1 FROM work_orders WHERE id = ? AND deleted_at IS NULL')
          .get(idParam(request));
        if (!exists) return reply.send(failure(WORK_ORDER_NOT_FOUND));
        if (!mayAddRequestPhoto(request)) return forbiddenReply(reply);
      },
    },
  );

  registerAction(app, 'workorders.media-file', async ({ params, reply, request }) => {
    const media = find(params.id);
    const wo = media && visibleWorkOrder(sqlite, request, media.work_order_id);
    if (!media || !wo) return failure(FILE_NOT_FOUND);
    const path = join(folder(wo.id), media.filename);
    restoreSeedPhoto(app.ctx.dataDir, wo.id, media.filename);
    if (!existsSync(path)) return reply.status(404).send(failure(FILE_NOT_FOUND));
    return sendStoredFile(reply, path, media.mime_type, media.size, media.original_name);
  });

  registerAction(app, 'workorders.media-delete', async ({ params, reply, request }) => {
    const media = find(params.id);
    const wo = media && visibleWorkOrder(sqlite, request, media.work_order_id);
    if (!media || !wo) return failure(FILE_NOT_FOUND);
    const mine = media.created_by !== null && media.created_by === request.principal?.user.id;
    if (!mine && !request.principal?.ability.can('update', 'workorders')) return forbiddenReply(reply);
    sqlite.transaction(() => {
      sqlite.prepare('DELETE FROM work_order_media WHERE id = ?').run(media.id);
      logChange(
        sqlite,
        request,
        wo.id,
        'attachment',
        { attachment: { old: media.original_name, new: null } },
        { filename: media.filename },
      );
    })();
    rmSync(join(folder(wo.id), media.filename), { force: true });
    return success('File successfully deleted.', null);
  });
}
