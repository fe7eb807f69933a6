import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../support/app.js';

/** The template's chat (reference §4): conversations between signed-in users, unread counts per user. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const idOf = (username: string) =>
  (t.conn.sqlite.prepare('SELECT id FROM users WHERE username = ?').get(username) as { id: number }).id;

interface ChatsContacts {
  chatsContacts: {
    id: number;
    fullName: string;
    chat: { id: number; unseenMsgs: number; lastMessage: { message: string; senderId: number; time: string } };
  }[];
  contacts: { id: number; fullName: string; status: string }[];
  profileUser: { id: number; fullName: string; status: string };
}
const chats = async (role: 'technician' | 'manager') =>
  (await t.call(role, { url: '/apps/chat/chats-and-contacts' })).json() as ChatsContacts;

describe('chat', () => {
  it('gives the profile and the chats, contacts and profileUser of the caller', async () => {
    const profile = (await t.call('technician', { url: '/apps/chat/users/profile-user' })).json();
    expect(profile).toMatchObject({ id: idOf('tech'), fullName: 'Rajesh Nair', role: 'MEP Technician' });
    expect(profile.settings).toEqual({ isTwoStepAuthVerificationEnabled: false, isNotificationsOn: true });
    const mine = await chats('technician');
    expect(mine.profileUser.id).toBe(idOf('tech'));
    expect(mine.contacts.length).toBeGreaterThan(5);
    expect(mine.contacts.map((c) => c.id)).not.toContain(idOf('tech'));
    expect(mine.chatsContacts.length).toBeGreaterThan(0);
  });

  it('lists the chats by their latest message, newest first, each with its latest message', async () => {
    for (const role of ['technician', 'manager'] as const) {
      const times = (await chats(role)).chatsContacts.map((c) => c.chat.lastMessage.time);
      expect(times).toEqual([...times].sort().reverse());
    }
    const admin = idOf('admin');
    const latest = t.conn.sqlite
      .prepare(
        `SELECT message FROM tapp_chat_messages WHERE sender_id = ? OR recipient_id = ?
         ORDER BY sent_at DESC, id DESC LIMIT 1`,
      )
      .pluck()
      .get(admin, admin);
    const first = (await t.call('superuser', { url: '/apps/chat/chats-and-contacts' })).json() as ChatsContacts;
    expect(first.chatsContacts[0]!.chat.lastMessage.message).toBe(latest);
  });

  it('sends a message that the other user sees in their chat, unread until they open it', async () => {
    const manager = idOf('manager');
    const tech = idOf('tech');
    const res = await t.call('technician', {
      method: 'POST',
      url: '/apps/chat/send-msg',
      // The stock client sends the whole selected chat; only contact.id and message count.
      payload: {
        obj: {
          chat: { id: manager, chat: [] },
          contact: { id: String(manager) },
          message: 'Chiller 2 is back online.',
        },
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().response).toMatchObject({
      id: manager,
      newMessageData: { message: 'Chiller 2 is back online.', senderId: tech },
    });
    const mine = await chats('technician');
    expect(mine.chatsContacts[0]).toMatchObject({
      id: manager,
      chat: { lastMessage: { message: 'Chiller 2 is back online.' } },
    });
    const theirs = await chats('manager');
    const withTech = theirs.chatsContacts[0]!;
    expect(withTech.id).toBe(tech);
    expect(withTech.chat.unseenMsgs).toBeGreaterThanOrEqual(1);
    expect(withTech.chat.lastMessage).toMatchObject({ message: 'Chiller 2 is back online.', senderId: tech });
    // Opening the chat marks it seen, for the manager only.
    const open = await t.call('manager', { url: `/apps/chat/get-chat?id=${tech}` });
    expect(open.statusCode).toBe(200);
    expect(open.json().contact.id).toBe(tech);
    expect(open.json().chat.chat.at(-1)).toMatchObject({ message: 'Chiller 2 is back online.', senderId: tech });
    expect((await chats('manager')).chatsContacts.find((c) => c.id === tech)!.chat.unseenMsgs).toBe(0);
  });

  it('starts a new chat and answers it with the new chat', async () => {
    const fresh = (
      t.conn.sqlite
        .prepare(
          `SELECT id FROM users WHERE role_type = 'technician' AND id != ? AND id NOT IN (
           SELECT recipient_id FROM tapp_chat_messages WHERE sender_id = ? UNION SELECT sender_id FROM tapp_chat_messages WHERE recipient_id = ?)
         ORDER BY id DESC LIMIT 1`,
        )
        .get(idOf('tech'), idOf('tech'), idOf('tech')) as { id: number }
    ).id;
    const res = await t.call('technician', {
      method: 'POST',
      url: '/apps/chat/send-msg',
      payload: { obj: { contact: { id: fresh }, message: 'Hello from the mall site.' } },
    });
    expect(res.json().response.chat).toMatchObject({
      id: fresh,
      unseenMsgs: 0,
      chat: [{ message: 'Hello from the mall site.' }],
    });
  });

  it('answers get-chat without an id (the stock thunk loses it) with a 400 envelope, an unknown contact with 404', async () => {
    const bare = await t.call('technician', { url: '/apps/chat/get-chat' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toEqual({
      status: 'error',
      messages: { id: ['The request names no contact.'] },
      payload: null,
    });
    const unknown = await t.call('technician', {
      url: '/apps/chat/get-chat?id=999999',
      headers: { 'accept-language': 'pt' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().messages).toBe('Contacto não encontrado.');
  });

  it('refuses an empty message or no contact, and writes nothing', async () => {
    const before = t.count('tapp_chat_messages');
    const res = await t.call('technician', {
      method: 'POST',
      url: '/apps/chat/send-msg',
      payload: { obj: { message: '   ' } },
    });
    expect(res.json()).toEqual({
      status: 'error',
      messages: { contact: ['The request names no contact.'], message: ['The message is empty.'] },
      payload: null,
    });
    expect(t.count('tapp_chat_messages')).toBe(before);
  });
});
