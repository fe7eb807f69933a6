import { toStoredDateTime } from '@cmms/contracts';
import type { FastifyInstance } from 'fastify';
import { failure } from '../../http/envelope.js';
import { registerAction } from '../../http/register-action.js';
import { TAPP_TEXT } from './texts.js';
import { callerId, idOf, personName, plainObject, refuse, templateCall, toId, type PersonRow } from './shared.js';

type Status = 'online' | 'offline' | 'busy' | 'away';
const STATUSES = new Set<string>(['online', 'offline', 'busy', 'away']);

interface StoredMessage {
  id: number;
  sender_id: number;
  recipient_id: number;
  message: string;
  sent_at: string;
}

interface ContactRow extends PersonRow {
  role_type: string | null;
  about: string | null;
  status: string | null;
}

/** Stored `yyyy-MM-dd HH:mm:ss` (UTC) as the ISO time the chat shows. */
const isoTime = (stored: string) => `${stored.replace(' ', 'T')}Z`;

/**
 * The template's chat (reference §4) between the firm's people: a conversation is the messages between
 * the caller and one contact, so both see it; a chat's id is its contact's id, `senderId` the sender's
 * user id, and unseen counts are the caller's own.
 */
export function registerChat(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;
  const CONTACT_SQL = `SELECT u.id, u.first_name, u.last_name, u.avatar, u.jobtitle, u.role_type, p.about, p.status
    FROM users u LEFT JOIN tapp_chat_profiles p ON p.user_id = u.id
    WHERE u.deleted_at IS NULL AND u.activated = 1`;

  const toContact = (row: ContactRow) => ({
    id: row.id,
    fullName: personName(row),
    role: row.jobtitle ?? row.role_type ?? '',
    about: row.about ?? '',
    avatar: row.avatar ?? '',
    status: (row.status && STATUSES.has(row.status) ? row.status : 'offline') as Status,
  });
  const contactRow = (id: number | undefined) =>
    id === undefined ? undefined : (sqlite.prepare(`${CONTACT_SQL} AND u.id = ?`).get(id) as ContactRow | undefined);
  const toMessage = (m: StoredMessage) => ({ message: m.message, time: isoTime(m.sent_at), senderId: m.sender_id });
  const conversation = (me: number, other: number) =>
    sqlite
      .prepare(
        `SELECT * FROM tapp_chat_messages
         WHERE (sender_id = ? AND recipient_id = ?) OR (sender_id = ? AND recipient_id = ?) ORDER BY sent_at, id`,
      )
      .all(me, other, other, me) as StoredMessage[];
  const unseen = (me: number, other: number) =>
    (
      sqlite
        .prepare(
          'SELECT count(*) AS n FROM tapp_chat_messages WHERE recipient_id = ? AND sender_id = ? AND seen_at IS NULL',
        )
        .get(me, other) as { n: number }
    ).n;
  const chatOf = (me: number, other: number) => {
    const messages = conversation(me, other);
    return messages.length
      ? { id: other, userId: other, unseenMsgs: unseen(me, other), chat: messages.map(toMessage) }
      : undefined;
  };

  registerAction(
    app,
    'tapps.chat.profile',
    async ({ request }) => {
      const me = toContact(contactRow(callerId(request))!);
      return {
        ...me,
        status: me.status === 'offline' ? 'online' : me.status,
        settings: { isTwoStepAuthVerificationEnabled: false, isNotificationsOn: true },
      };
    },
    templateCall,
  );

  registerAction(
    app,
    'tapps.chat.chats',
    async ({ request }) => {
      const me = callerId(request);
      // The firm's people (requesters are customers' staff), and anyone the caller has a conversation with.
      const rows = sqlite
        .prepare(
          `${CONTACT_SQL} AND u.id != ? AND (coalesce(u.role_type, '') != 'requester' OR u.id IN (
           SELECT sender_id FROM tapp_chat_messages WHERE recipient_id = ?
           UNION SELECT recipient_id FROM tapp_chat_messages WHERE sender_id = ?))
         ORDER BY u.first_name COLLATE NOCASE, u.last_name COLLATE NOCASE`,
        )
        .all(me, me, me) as ContactRow[];
      const contacts = rows.map(toContact);
      const last = sqlite
        .prepare(
          // Each conversation's latest message by when it was sent (seeded rows are not in time order), newest first.
          `SELECT * FROM (
           SELECT m.*, row_number() OVER (
             PARTITION BY CASE WHEN sender_id = ? THEN recipient_id ELSE sender_id END ORDER BY sent_at DESC, id DESC
           ) AS rn
           FROM tapp_chat_messages m WHERE sender_id = ? OR recipient_id = ?
         ) WHERE rn = 1 ORDER BY sent_at DESC, id DESC`,
        )
        .all(me, me, me) as StoredMessage[];
      const byId = new Map(contacts.map((c) => [c.id, c]));
      const chatsContacts = last.flatMap((m) => {
        const other = m.sender_id === me ? m.recipient_id : m.sender_id;
        const contact = byId.get(other);
        return contact
          ? [{ ...contact, chat: { id: other, unseenMsgs: unseen(me, other), lastMessage: toMessage(m) } }]
          : [];
      });
      const self = toContact(contactRow(me)!);
      return {
        chatsContacts,
        contacts,
        profileUser: {
          id: self.id,
          avatar: self.avatar,
          fullName: self.fullName,
          status: self.status === 'offline' ? 'online' : self.status,
        },
      };
    },
    templateCall,
  );

  registerAction(
    app,
    'tapps.chat.get',
    async ({ request, reply }) => {
      const { id, named } = idOf(request, ['id']);
      // The stock thunk loses the id (reference §13): a 4xx envelope, never a 2xx the view would keep.
      if (!named) return refuse(reply, { id: [TAPP_TEXT.noContact] });
      const me = callerId(request);
      const row = id === me ? undefined : contactRow(id);
      if (!row) return refuse(reply, TAPP_TEXT.contactNotFound, 404);
      sqlite
        .prepare(
          'UPDATE tapp_chat_messages SET seen_at = ? WHERE recipient_id = ? AND sender_id = ? AND seen_at IS NULL',
        )
        .run(toStoredDateTime(app.ctx.clock()), me, row.id);
      const chat = chatOf(me, row.id);
      return { ...(chat ? { chat } : {}), contact: toContact(row) };
    },
    templateCall,
  );

  registerAction(
    app,
    'tapps.chat.send',
    async ({ body, request, reply }) => {
      const obj = body.obj ?? {};
      const me = callerId(request);
      const contactId = toId(plainObject(obj.contact)?.id ?? obj.contactId);
      const contact = contactId === me ? undefined : contactRow(contactId);
      const text = typeof obj.message === 'string' ? obj.message.trim() : '';
      const messages: Record<string, string[]> = {};
      if (!contact) messages.contact = [contactId === undefined ? TAPP_TEXT.noContact : TAPP_TEXT.contactNotFound];
      if (!text) messages.message = [TAPP_TEXT.emptyMessage];
      else if (text.length > 2000) messages.message = [TAPP_TEXT.messageTooLong];
      if (Object.keys(messages).length || !contact) return failure(messages);
      const isNew = conversation(me, contact.id).length === 0;
      const sentAt = toStoredDateTime(app.ctx.clock());
      sqlite
        .prepare('INSERT INTO tapp_chat_messages (sender_id, recipient_id, message, sent_at) VALUES (?, ?, ?, ?)')
        .run(me, contact.id, text, sentAt);
      const newMessageData = { message: text, time: isoTime(sentAt), senderId: me };
      return reply.status(201).send({
        response: { newMessageData, id: contact.id, ...(isNew ? { chat: chatOf(me, contact.id) } : {}) },
      });
    },
    templateCall,
  );
}
