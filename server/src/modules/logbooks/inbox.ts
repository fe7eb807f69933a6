import { formatDateTime, toStoredDateTime } from '@cmms/contracts';
import type { DraftRow, NotificationRow } from '@cmms/contracts/logbooks/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { failure, success } from '../../http/envelope.js';
import { requestLanguage } from '../../i18n/languages.js';
import { translateText } from '../../i18n/translator.js';
import { registerAction } from '../../http/register-action.js';
import { grantsOn } from './access.js';
import { LOGGER_NOT_FOUND, visibleLogger } from './loggers.js';
import { parse } from './rows.js';
import { LOGBOOK_TEXTS as T } from './texts.js';
import { sqlPage } from '../../engine/sql-page.js';

interface StoredDraft {
  id: number;
  client_uuid: string;
  logger_id: number;
  logger: string | null;
  form_version_id: number;
  data: string;
  rev: number;
  updated_at: string;
}
interface StoredNotification {
  id: number;
  type: NotificationRow['type'];
  message: string;
  logger_id: number | null;
  logger: string | null;
  submission_id: number | null;
  created_at: string;
  read_at: string | null;
}

const paging = (q: { limit?: string | number; offset?: string | number }) => ({
  limit: Math.min(Math.max(Number(q.limit) || 500, 1), 500),
  offset: Math.max(Number(q.offset) || 0, 0),
});

/** A draft's client uuid as the submit body words it (checked before the body, as the path's own rule). */
const CLIENT_UUID = /^[A-Za-z0-9-]{8,64}$/;

/** Fill-in drafts (saved as the person types, resumable anywhere), the notification bell, process entities. */
export function registerInbox(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;
  const now = () => toStoredDateTime(app.ctx.clock());
  const userId = (request: FastifyRequest) => request.principal!.user.id;

  const DRAFT_FROM = 'FROM logger_drafts d LEFT JOIN e_loggers l ON l.id = d.logger_id';
  const DRAFTS = `SELECT d.*, l.name AS logger ${DRAFT_FROM}`;
  const draftRow = (d: StoredDraft): DraftRow => ({
    id: d.id,
    client_uuid: d.client_uuid,
    logger: d.logger === null ? null : { id: d.logger_id, name: d.logger },
    form_version_id: d.form_version_id,
    data: parse(d.data, {}),
    rev: d.rev,
    updated_at: formatDateTime(d.updated_at),
  });

  registerAction(app, 'logbooks.drafts', async ({ query, request }) => {
    const { limit, offset } = paging(query);
    const { total, rows } = sqlPage<StoredDraft>(
      sqlite,
      {
        select: 'd.*, l.name AS logger',
        from: `${DRAFT_FROM} WHERE d.user_id = ?`,
        countFrom: 'FROM logger_drafts d WHERE d.user_id = ?',
        order: 'd.updated_at DESC, d.id DESC',
        params: [userId(request)],
      },
      { limit, offset },
    );
    return { total, rows: rows.map(draftRow) };
  });

  registerAction(
    app,
    'logbooks.draft-save',
    async ({ params: { client_uuid: clientUuid }, body: v, request, reply }) => {
      const l = visibleLogger(sqlite, request, v.logger_id);
      if (!l) return failure(LOGGER_NOT_FOUND);
      if (!grantsOn(sqlite, request.principal, l.id).fill)
        return reply.status(403).send({ message: 'This action is unauthorized.' });
      const data = JSON.stringify(v.data);
      const existing = sqlite
        .prepare(`${DRAFTS} WHERE d.user_id = ? AND d.client_uuid = ?`)
        .get(userId(request), clientUuid) as StoredDraft | undefined;
      if (existing) {
        // The same save sent again answers the draft as it is; an older revision with other data is a conflict.
        if (existing.data === data) return success(T.draftSaved, draftRow(existing));
        if (v.rev !== undefined && v.rev !== null && v.rev !== existing.rev)
          return failure({ rev: [T.draftConflict(existing.rev)] });
        sqlite
          .prepare('UPDATE logger_drafts SET data = ?, rev = rev + 1, updated_at = ? WHERE id = ?')
          .run(data, now(), existing.id);
      } else {
        const form = sqlite
          .prepare('SELECT current_version_id FROM logger_forms WHERE id = ?')
          .pluck()
          .get(l.form_id) as number;
        sqlite
          .prepare(
            'INSERT INTO logger_drafts (user_id, logger_id, form_version_id, client_uuid, data, rev, updated_at) VALUES (?, ?, ?, ?, ?, 1, ?)',
          )
          .run(userId(request), l.id, form, clientUuid, data, now());
      }
      const saved = sqlite
        .prepare(`${DRAFTS} WHERE d.user_id = ? AND d.client_uuid = ?`)
        .get(userId(request), clientUuid) as StoredDraft;
      return success(T.draftSaved, draftRow(saved));
    },
    {
      // The path's uuid is checked before the body, as it was when the handler read both by hand.
      guard: (request) =>
        CLIENT_UUID.test((request.params as { client_uuid?: string }).client_uuid ?? '')
          ? undefined
          : failure({ client_uuid: ['The client uuid field format is invalid.'] }),
    },
  );

  registerAction(app, 'logbooks.drafts-clear', async ({ request }) => {
    const deleted = sqlite.prepare('DELETE FROM logger_drafts WHERE user_id = ?').run(userId(request)).changes;
    return success(T.draftsCleared, { deleted });
  });

  const NOTE_FROM = 'FROM logger_notifications n LEFT JOIN e_loggers l ON l.id = n.logger_id';
  const NOTES = `SELECT n.*, l.name AS logger ${NOTE_FROM}`;
  // Stored in English as the server words it; shown in the reader's language, like every server text.
  const noteRow = (request: FastifyRequest, n: StoredNotification): NotificationRow => {
    const lang = requestLanguage(request.principal?.user.locale, request.headers['accept-language']);
    return {
      id: n.id,
      type: n.type,
      message: lang === 'en' ? n.message : translateText(n.message, lang),
      logger: n.logger_id !== null && n.logger !== null ? { id: n.logger_id, name: n.logger } : null,
      submission_id: n.submission_id,
      created_at: formatDateTime(n.created_at),
      read_at: formatDateTime(n.read_at),
    };
  };
  const unread = (user: number) =>
    sqlite
      .prepare('SELECT count(*) FROM logger_notifications WHERE user_id = ? AND read_at IS NULL')
      .pluck()
      .get(user) as number;

  registerAction(app, 'logbooks.notifications', async ({ query, request }) => {
    const { limit, offset } = paging(query);
    const user = userId(request);
    const { total, rows } = sqlPage<StoredNotification>(
      sqlite,
      {
        select: 'n.*, l.name AS logger',
        from: `${NOTE_FROM} WHERE n.user_id = ?`,
        countFrom: 'FROM logger_notifications n WHERE n.user_id = ?',
        order: 'n.created_at DESC, n.id DESC',
        params: [user],
      },
      { limit, offset },
    );
    return { total, unread: unread(user), rows: rows.map((n) => noteRow(request, n)) };
  });

  registerAction(app, 'logbooks.notification-read', async ({ params, request }) => {
    const note = sqlite.prepare(`${NOTES} WHERE n.id = ? AND n.user_id = ?`).get(params.id, userId(request)) as
      StoredNotification | undefined;
    if (!note) return failure(T.notificationNotFound);
    sqlite.prepare('UPDATE logger_notifications SET read_at = coalesce(read_at, ?) WHERE id = ?').run(now(), note.id);
    return success(
      T.notificationRead,
      noteRow(request, sqlite.prepare(`${NOTES} WHERE n.id = ?`).get(note.id) as StoredNotification),
    );
  });

  registerAction(app, 'logbooks.notifications-read-all', async ({ request }) => {
    sqlite
      .prepare('UPDATE logger_notifications SET read_at = ? WHERE user_id = ? AND read_at IS NULL')
      .run(now(), userId(request));
    return success(T.notificationsRead, { unread: 0 });
  });

  const ENTITIES =
    'SELECT p.id, p.name, p.type, p.status, p.created_at, p.location_id, loc.name AS location FROM process_entities p LEFT JOIN locations loc ON loc.id = p.location_id';
  const entityRow = (p: {
    id: number;
    name: string;
    type: string;
    status: 'draft' | 'active';
    created_at: string;
    location_id: number | null;
    location: string | null;
  }) => ({
    id: p.id,
    name: p.name,
    type: p.type,
    location: p.location_id !== null && p.location !== null ? { id: p.location_id, name: p.location } : null,
    status: p.status,
    created_at: formatDateTime(p.created_at),
  });
  registerAction(app, 'logbooks.process-entities', async ({ query }) => {
    const { limit, offset } = paging(query);
    const total = sqlite.prepare('SELECT count(*) FROM process_entities').pluck().get() as number;
    const rows = sqlite.prepare(`${ENTITIES} ORDER BY p.id DESC LIMIT ? OFFSET ?`).all(limit, offset) as Parameters<
      typeof entityRow
    >[0][];
    return { total, rows: rows.map(entityRow) };
  });
  registerAction(app, 'logbooks.process-entity-create', async ({ body: v, request }) => {
    if (
      v.location_id &&
      !sqlite.prepare('SELECT 1 FROM locations WHERE id = ? AND deleted_at IS NULL').get(v.location_id)
    )
      return failure({ location_id: ['The selected location id is invalid.'] });
    const id = Number(
      sqlite
        .prepare(
          'INSERT INTO process_entities (name, type, location_id, status, created_by, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        )
        .run(v.name, v.type ?? 'process', v.location_id ?? null, v.status ?? 'draft', userId(request), now())
        .lastInsertRowid,
    );
    return success(
      T.entityCreated,
      entityRow(sqlite.prepare(`${ENTITIES} WHERE p.id = ?`).get(id) as Parameters<typeof entityRow>[0]),
    );
  });
  registerAction(app, 'logbooks.process-entity-drafts-clear', async ({ request }) => {
    const deleted = sqlite
      .prepare(
        `DELETE FROM process_entities WHERE status = 'draft' AND created_by = ?
         AND id NOT IN (SELECT subject_id FROM e_loggers WHERE subject_type = 'process_entity')`,
      )
      .run(userId(request)).changes;
    return success(T.draftsCleared, { deleted });
  });
}
