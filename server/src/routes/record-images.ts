import {
  UPLOAD_REFUSED_TEXT,
  getEndpoint,
  notFoundText,
  resources,
  validationText as t,
  type ResourceDecl,
} from '@cmms/contracts';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { extname, join } from 'node:path';
import { writeActionLog } from '../engine/action-log.js';
import type { ResourceEngine } from '../engine/engine.js';
import { ident } from '../engine/sql.js';
import { isUploadedFile } from '../http/body-parsers.js';
import { failure, success } from '../http/envelope.js';
import { bodyOf, idParam, registerEndpoint } from '../http/register-endpoint.js';
import { acceptableUpload } from './uploads.js';
import { storedNow } from '../clock.js';

export const IMAGE_TEXT = {
  uploaded: 'The image was uploaded successfully.',
  deleted: 'The image was deleted successfully.',
  none: 'This item has no image.',
} as const;

/** Where a resource's row images are kept. */
const folderOf = (dataDir: string, r: ResourceDecl) => join(dataDir, 'uploads', r.name, 'images');

/**
 * `{path}/{id}/image` of every resource that keeps a picture per row (`image: true`): upload one
 * (multipart `image`, the spec's image types and size), read it back, delete it. Rows show its URL.
 */
export function registerRecordImages(app: FastifyInstance): void {
  for (const r of resources) if (r.image) registerImages(app, app.ctx.engine.resource(r.name));
}

function registerImages(app: FastifyInstance, engine: ResourceEngine): void {
  const { sqlite } = app.ctx.conn;
  const { r, repo } = engine;
  const folder = folderOf(app.ctx.dataDir, r);
  const stored = (id: number) =>
    sqlite
      .prepare(`SELECT image FROM ${ident(r.table)} WHERE id = ?`)
      .pluck()
      .get(id) as string | null;
  const setImage = (id: number, name: string | null) =>
    sqlite
      .prepare(`UPDATE ${ident(r.table)} SET image = ?, updated_at = ? WHERE id = ?`)
      .run(name, storedNow(sqlite), id);

  registerEndpoint(app, getEndpoint(`${r.name}.image`), async (request, reply) => {
    const row = repo.find(idParam(request));
    if (!row) return failure(notFoundText(r));
    const name = stored(row.id);
    const path = name ? join(folder, name) : '';
    if (!name || !existsSync(path)) return reply.status(404).send(failure(IMAGE_TEXT.none));
    const svg = name.endsWith('.svg');
    return reply
      .type(svg ? 'image/svg+xml' : `image/${extname(name).slice(1).replace('jpg', 'jpeg')}`)
      .header('content-disposition', `${svg ? 'attachment' : 'inline'}; filename="${name}"`)
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('x-content-type-options', 'nosniff')
      .send(createReadStream(path));
  });

  registerEndpoint(app, getEndpoint(`${r.name}.image-upload`), async (request) => {
    const row = repo.find(idParam(request));
    if (!row) return failure(notFoundText(r));
    const file = [bodyOf(request).image].flat().find(isUploadedFile);
    if (!file) return failure({ image: [t.required('image')] });
    if (!acceptableUpload(file)) return failure({ image: [UPLOAD_REFUSED_TEXT] });
    mkdirSync(folder, { recursive: true });
    const name = `${r.name}-${row.id}-${randomBytes(8).toString('hex')}${extname(file.filename).toLowerCase()}`;
    const previous = stored(row.id);
    renameSync(file.tempPath, join(folder, name));
    sqlite.transaction(() => {
      setImage(row.id, name);
      writeActionLog(sqlite, request, { action: 'update', itemType: r.name, itemId: row.id, note: 'Image uploaded' });
    })();
    if (previous) rmSync(join(folder, previous), { force: true });
    return success(IMAGE_TEXT.uploaded, engine.presentOne(repo.find(row.id)!, request.principal));
  });

  registerEndpoint(app, getEndpoint(`${r.name}.image-delete`), async (request) => {
    const row = repo.find(idParam(request));
    if (!row) return failure(notFoundText(r));
    const previous = stored(row.id);
    if (!previous) return failure(IMAGE_TEXT.none);
    sqlite.transaction(() => {
      setImage(row.id, null);
      writeActionLog(sqlite, request, { action: 'update', itemType: r.name, itemId: row.id, note: 'Image deleted' });
    })();
    rmSync(join(folder, previous), { force: true });
    return success(IMAGE_TEXT.deleted, engine.presentOne(repo.find(row.id)!, request.principal));
  });
}
