import { EMAIL_FOLDERS, EMAIL_LABELS, type Email } from '@cmms/contracts/template-apps/schemas';
import type { FastifyInstance } from 'fastify';
import { failure } from '../../http/envelope.js';
import { registerAction } from '../../http/register-action.js';
import { TAPP_TEXT } from './texts.js';
import { callerId, idOf, parseJson, refuse, stringList, templateCall, toId, trimmed } from './shared.js';

interface StoredEmail {
  id: number;
  user_id: number;
  from_name: string;
  from_email: string;
  from_avatar: string;
  recipients: string;
  cc: string;
  bcc: string;
  subject: string;
  message: string;
  attachments: string;
  labels: string;
  replies: string;
  folder: string;
  is_starred: number;
  is_read: number;
  sent_at: string;
}

type Folder = (typeof EMAIL_FOLDERS)[number];
const isFolder = (v: unknown): v is Folder => typeof v === 'string' && (EMAIL_FOLDERS as readonly string[]).includes(v);
const isLabel = (v: unknown): v is string => typeof v === 'string' && (EMAIL_LABELS as readonly string[]).includes(v);
const truthy = (v: unknown) => v === true || v === 'true' || v === 1;

const toEmail = (row: StoredEmail): Email => ({
  id: row.id,
  from: { email: row.from_email, name: row.from_name, avatar: row.from_avatar },
  to: parseJson(row.recipients, []),
  cc: parseJson(row.cc, []),
  bcc: parseJson(row.bcc, []),
  subject: row.subject,
  message: row.message,
  attachments: parseJson(row.attachments, []),
  isStarred: row.is_starred === 1,
  labels: stringList(parseJson(row.labels, [])),
  time: `${row.sent_at.replace(' ', 'T')}Z`,
  replies: parseJson(row.replies, []),
  folder: isFolder(row.folder) ? row.folder : 'inbox',
  isRead: row.is_read === 1,
});

/**
 * The template's email app (reference §6): each signed-in user's own mailbox. Lists are newest first;
 * paging from a mail walks its folder in that order (`next` = the newer one above, `previous` = the older
 * one below, as the stock view's chevrons expect) and the flags follow the listed order.
 */
export function registerEmail(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;
  const mailbox = (userId: number) =>
    sqlite
      .prepare('SELECT * FROM tapp_emails WHERE user_id = ? ORDER BY sent_at DESC, id DESC')
      .all(userId) as StoredEmail[];
  const find = (userId: number, id: number | undefined) =>
    id === undefined
      ? undefined
      : (sqlite.prepare('SELECT * FROM tapp_emails WHERE id = ? AND user_id = ?').get(id, userId) as
          StoredEmail | undefined);
  /** The caller's mails in one folder, as the list shows them (newest first). */
  const folderOf = (userId: number, folder: string) => mailbox(userId).filter((m) => m.folder === folder);

  registerAction(
    app,
    'tapps.email.list',
    async ({ query, request }) => {
      const q = trimmed(query.q).toLowerCase();
      const folder = trimmed(query.folder) || 'inbox';
      const label = trimmed(query.label);
      const all = mailbox(callerId(request));
      const inFolder = (m: StoredEmail) =>
        folder === 'trash'
          ? m.folder === 'trash'
          : folder === 'starred'
            ? m.is_starred === 1 && m.folder !== 'trash'
            : m.folder === folder;
      const emails = all
        .filter(
          (m) =>
            inFolder(m) &&
            (!q || m.from_name.toLowerCase().includes(q) || m.subject.toLowerCase().includes(q)) &&
            (!label || stringList(parseJson(m.labels, [])).includes(label)),
        )
        .map(toEmail);
      const count = (test: (m: StoredEmail) => boolean) => all.filter(test).length;
      return {
        emails,
        emailsMeta: {
          inbox: count((m) => m.folder === 'inbox' && m.is_read === 0),
          draft: count((m) => m.folder === 'draft'),
          spam: count((m) => m.folder === 'spam' && m.is_read === 0),
        },
      };
    },
    templateCall,
  );

  /** The caller's mails among `emailIds` (numbers or digit strings), or the failure to answer. */
  const chosen = (
    userId: number,
    raw: readonly (string | number)[] | undefined,
  ): { mails?: StoredEmail[]; messages?: Record<string, string[]> | string } => {
    const ids = (raw ?? []).map(toId).filter((id): id is number => id !== undefined);
    if (!ids.length) return { messages: { emailIds: [TAPP_TEXT.noEmails] } };
    const mails = [...new Set(ids)].map((id) => find(userId, id)).filter((m): m is StoredEmail => m !== undefined);
    return mails.length ? { mails } : { messages: TAPP_TEXT.emailNotFound };
  };

  registerAction(
    app,
    'tapps.email.update',
    async ({ body, request }) => {
      const userId = callerId(request);
      const { mails, messages } = chosen(userId, body.emailIds);
      if (!mails) return failure(messages ?? null);
      const data = body.dataToUpdate ?? {};
      const sets: [string, unknown][] = [];
      if ('isRead' in data) sets.push(['is_read', truthy(data.isRead) ? 1 : 0]);
      if ('isStarred' in data) sets.push(['is_starred', truthy(data.isStarred) ? 1 : 0]);
      if ('folder' in data) {
        if (!isFolder(data.folder)) return failure({ folder: [TAPP_TEXT.emailFolder] });
        sets.push(['folder', data.folder]);
      }
      if (!sets.length) return failure({ dataToUpdate: [TAPP_TEXT.emailNothing] });
      const update = sqlite.prepare(`UPDATE tapp_emails SET ${sets.map(([c]) => `${c} = ?`).join(', ')} WHERE id = ?`);
      sqlite.transaction(() => {
        for (const m of mails) update.run(...sets.map(([, v]) => v), m.id);
      })();
      return { emails: mails.map((m) => toEmail(find(userId, m.id)!)) };
    },
    templateCall,
  );

  registerAction(
    app,
    'tapps.email.label',
    async ({ body, request }) => {
      const userId = callerId(request);
      if (!isLabel(body.label)) return failure({ label: [TAPP_TEXT.emailLabel] });
      const { mails, messages } = chosen(userId, body.emailIds);
      if (!mails) return failure(messages ?? null);
      const label = body.label;
      const update = sqlite.prepare('UPDATE tapp_emails SET labels = ? WHERE id = ?');
      sqlite.transaction(() => {
        for (const m of mails) {
          // Toggles: on where it was off, off where it was on.
          const labels = stringList(parseJson(m.labels, []));
          update.run(
            JSON.stringify(labels.includes(label) ? labels.filter((l) => l !== label) : [...labels, label]),
            m.id,
          );
        }
      })();
      return { emails: mails.map((m) => toEmail(find(userId, m.id)!)) };
    },
    templateCall,
  );

  registerAction(
    app,
    'tapps.email.get',
    async ({ request, reply }) => {
      const { id, named } = idOf(request, ['id', 'emailId']);
      if (!named) return refuse(reply, { id: [TAPP_TEXT.noEmail] });
      const userId = callerId(request);
      const mail = find(userId, id);
      if (!mail) return refuse(reply, TAPP_TEXT.emailNotFound, 404);
      const list = folderOf(userId, mail.folder);
      const at = list.findIndex((m) => m.id === mail.id);
      // As listed: a previous mail unless it is the first, a next one unless the last (the stock API inverts them).
      return { ...toEmail(mail), hasPreviousMail: at > 0, hasNextMail: at < list.length - 1 };
    },
    templateCall,
  );

  registerAction(
    app,
    'tapps.email.paginate',
    async ({ query, request, reply }) => {
      const dir = trimmed(query.dir);
      const { id, named } = idOf(request, ['emailId', 'id']);
      if (!named) return refuse(reply, { emailId: [TAPP_TEXT.noEmail] });
      if (dir !== 'next' && dir !== 'previous') return refuse(reply, { dir: [TAPP_TEXT.emailDirection] });
      const userId = callerId(request);
      const mail = find(userId, id);
      if (!mail) return refuse(reply, TAPP_TEXT.emailNotFound, 404);
      const list = folderOf(userId, mail.folder);
      const at = list.findIndex((m) => m.id === mail.id);
      const other = list[dir === 'next' ? at - 1 : at + 1];
      if (!other) return refuse(reply, TAPP_TEXT.emailEnd, 404);
      return toEmail(other);
    },
    templateCall,
  );
}
