import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../support/app.js';

/** The template's email app (reference §6): per-user mailboxes, labels, folders, paging flags. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

interface Mail {
  id: number;
  subject: string;
  from: { name: string };
  labels: string[];
  folder: string;
  isRead: boolean;
  isStarred: boolean;
  time: string;
}
interface Listed {
  emails: Mail[];
  emailsMeta: { inbox: number; draft: number; spam: number };
}
const list = async (query = 'q=&folder=inbox&label=', role: 'technician' | 'manager' = 'technician') =>
  (await t.call(role, { url: `/apps/email/emails?${query}` })).json() as Listed;
const post = (url: string, payload: object) => t.call('technician', { method: 'POST', url, payload });

describe('email', () => {
  it('lists the inbox newest first with the counts of unread inbox, drafts and unread spam', async () => {
    const { emails, emailsMeta } = await list();
    expect(emails.length).toBeGreaterThan(3);
    expect(emails.every((m) => m.folder === 'inbox')).toBe(true);
    const times = emails.map((m) => m.time);
    expect(times).toEqual([...times].sort().reverse());
    expect(emailsMeta.inbox).toBe(emails.filter((m) => !m.isRead).length);
    expect(emailsMeta.draft).toBe((await list('folder=draft')).emails.length);
    const theirs = await list('', 'manager');
    expect(theirs.emails.some((m) => emails.some((e) => e.id === m.id))).toBe(false);
  });

  it('filters by search (sender or subject), folder and label', async () => {
    const { emails } = await list();
    const sample = emails[0]!;
    const word = sample.subject.split(' ')[0]!;
    expect(
      (await list(`q=${encodeURIComponent(word)}&folder=inbox&label=`)).emails.every((m) =>
        `${m.subject} ${m.from.name}`.toLowerCase().includes(word.toLowerCase()),
      ),
    ).toBe(true);
    expect((await list('folder=sent')).emails.every((m) => m.folder === 'sent')).toBe(true);
  });

  it('toggles a label on, then off, and lists by it', async () => {
    const target = (await list()).emails.find((m) => !m.labels.includes('private'))!;
    const on = await post('/apps/email/update-emails-label', { emailIds: [String(target.id)], label: 'private' });
    expect(on.statusCode).toBe(200);
    expect((await list('q=&folder=inbox&label=private')).emails.map((m) => m.id)).toContain(target.id);
    await post('/apps/email/update-emails-label', { emailIds: [target.id], label: 'private' });
    expect((await list('q=&folder=inbox&label=private')).emails.map((m) => m.id)).not.toContain(target.id);
    const bad = await post('/apps/email/update-emails-label', { emailIds: [target.id], label: 'secret' });
    expect(bad.json().messages.label).toEqual(['Choose a label among personal, company, important and private.']);
  });

  it('marks read, stars and moves to the trash; starred lists starred mail outside the trash', async () => {
    const [a, b] = (await list()).emails;
    await post('/apps/email/update-emails', { emailIds: [a!.id, b!.id], dataToUpdate: { isRead: true } });
    const after = await list();
    expect(after.emails.filter((m) => [a!.id, b!.id].includes(m.id)).every((m) => m.isRead)).toBe(true);
    await post('/apps/email/update-emails', { emailIds: [a!.id], dataToUpdate: { isStarred: true } });
    expect((await list('folder=starred')).emails.map((m) => m.id)).toContain(a!.id);
    await post('/apps/email/update-emails', { emailIds: [a!.id], dataToUpdate: { folder: 'trash' } });
    expect((await list('folder=trash')).emails.map((m) => m.id)).toContain(a!.id);
    expect((await list('folder=starred')).emails.map((m) => m.id)).not.toContain(a!.id);
    expect((await list()).emails.map((m) => m.id)).not.toContain(a!.id);
    const badFolder = await post('/apps/email/update-emails', {
      emailIds: [b!.id],
      dataToUpdate: { folder: 'archive' },
    });
    expect(badFolder.json().status).toBe('error');
    const none = await post('/apps/email/update-emails', { emailIds: [], dataToUpdate: { isRead: true } });
    expect(none.json().messages).toEqual({ emailIds: ['Name the emails to change.'] });
  });

  it('gets a mail with flags in the listed order, and pages with the string emailId the stock view sends', async () => {
    const { emails } = await list();
    const [first, second] = emails;
    const last = emails.at(-1)!;
    const top = (await t.call('technician', { url: `/apps/email/get-email?id=${first!.id}` })).json();
    expect(top).toMatchObject({ id: first!.id, hasPreviousMail: false, hasNextMail: true });
    const bottom = (await t.call('technician', { url: `/apps/email/get-email?id=${last.id}` })).json();
    expect(bottom).toMatchObject({ hasPreviousMail: true, hasNextMail: false });
    // `previous` = the older one below, `next` = the newer one above (the stock chevrons' order).
    const older = await t.call('technician', {
      url: `/apps/email/paginate-email?dir=previous&emailId=${String(first!.id)}`,
    });
    expect(older.json().id).toBe(second!.id);
    const newer = await t.call('technician', { url: `/apps/email/paginate-email?dir=next&emailId=${second!.id}` });
    expect(newer.json().id).toBe(first!.id);
    const end = await t.call('technician', { url: `/apps/email/paginate-email?dir=next&emailId=${first!.id}` });
    expect(end.statusCode).toBe(404);
    expect(end.json().status).toBe('error');
  });

  it("answers get-email without an id with a 400 envelope, and never shows another person's mail", async () => {
    const bare = await t.call('technician', { url: '/apps/email/get-email' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toEqual({ status: 'error', messages: { id: ['The request names no email.'] }, payload: null });
    const theirs = (await list('', 'manager')).emails[0]!;
    const peek = await t.call('technician', {
      url: `/apps/email/get-email?id=${theirs.id}`,
      headers: { 'accept-language': 'de' },
    });
    expect(peek.statusCode).toBe(404);
    expect(peek.json().messages).toBe('E-Mail nicht gefunden.');
    const touch = await post('/apps/email/update-emails', { emailIds: [theirs.id], dataToUpdate: { folder: 'trash' } });
    expect(touch.json().status).toBe('error');
    expect(t.count('tapp_emails', `id = ${theirs.id} AND folder = 'trash'`)).toBe(0);
  });
});
