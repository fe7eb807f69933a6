import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { useConsole } from '../../../support/console-browser';

/**
 * Issue 29, "send a chat message and see it in the other user's chat" and "register a new account and land
 * signed in": a technician writes to the manager, whose chat (open in another browser, never reloaded)
 * shows it; a visitor follows the login page's link, registers and lands on their home signed in; a taken
 * e-mail shows the server's text under the e-mail field (on a phone). Needs `npm run build -w web` first.
 */
const ui = useConsole();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const signedIn: Record<string, BrowserContextOptions['storageState']> = {};

beforeAll(async () => {
  for (const email of ['tech@demo.test', 'manager@demo.test']) {
    const { context, page } = await ui.newPage();
    await ui.login(page, email);
    signedIn[email] = await context.storageState();
    await context.close();
  }
});

const userOf = async (page: Page) =>
  JSON.parse((await page.evaluate<string | null>("localStorage.getItem('userData')")) ?? '{}') as {
    id: number;
    fullName: string;
  };

const openChat = async (email: string, options: BrowserContextOptions = {}) => {
  const opened = await ui.newPage({ storageState: signedIn[email], ...options });
  await opened.page.goto(`${ui.url}/template/chat`);
  await opened.page.getByTestId('template-chat').waitFor();
  return opened;
};

describe('template chat', () => {
  it("shows a technician's message in the manager's open chat, unread, then in the conversation", async () => {
    const manager = await openChat('manager@demo.test');
    await manager.page.getByTestId('chat-sidebar').waitFor();
    const tech = await openChat('tech@demo.test');
    const [managerUser, techUser] = [await userOf(manager.page), await userOf(tech.page)];
    const text = `Chiller 2 belts replaced, please sign off ${Date.now().toString(36)}`;

    await tech.page.getByTestId('chat-search').fill(managerUser.fullName);
    await tech.page.locator(`[data-testid$="-item"][data-contact="${managerUser.id}"]`).first().click();
    await tech.page.getByTestId('chat-input').fill(text);
    await tech.page.getByTestId('chat-send').click();
    await tech.page.locator('[data-testid="chat-group"][data-mine="true"]').last().getByText(text).waitFor();
    await expect(tech.page.getByTestId('chat-input').inputValue()).resolves.toBe('');
    await ui.shot(tech.page, 'template-chat-1440-en');

    // The manager's page was open before the message was sent: the poll brings it, first in the sidebar.
    const item = manager.page.locator(`[data-testid="chat-item"][data-contact="${techUser.id}"]`);
    await item.getByText(text).waitFor({ timeout: 15_000 });
    await expect(item.getByTestId('chat-unseen').textContent()).resolves.toMatch(/^[1-9]\d*$/);
    await item.click();
    await manager.page.locator('[data-testid="chat-group"][data-mine="false"]').last().getByText(text).waitFor();
    // Opened, it is seen: the unread count goes.
    await item.getByTestId('chat-unseen').waitFor({ state: 'detached' });
    expect([...tech.errors, ...manager.errors]).toEqual([]);
    await tech.context.close();
    await manager.context.close();
  });

  it('opens the contacts in a drawer on a phone, in Arabic from right to left', async () => {
    const { context, page, errors } = await ui.newPage({ storageState: signedIn['tech@demo.test'], ...PHONE });
    await page.goto(`${ui.url}/template/chat?lng=ar`);
    await page.getByTestId('chat-open-contacts').click();
    await page.getByTestId('chat-drawer').waitFor();
    await page.getByTestId('chat-drawer').locator('[data-testid="chat-item"]').first().click();
    await page.getByTestId('chat-drawer').waitFor({ state: 'detached' });
    await page.getByTestId('chat-message').first().waitFor();
    expect(await page.evaluate<string>('document.documentElement.dir')).toBe('rtl');
    // Nothing wider than the phone.
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await ui.shot(page, 'template-chat-390-ar');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('registration', () => {
  it('registers from the login page link and lands on the new account’s home, signed in', async () => {
    const { context, page, errors } = await ui.newPage();
    await page.goto(`${ui.url}/login`);
    await page.getByTestId('login-register').click();
    await page.waitForURL((url) => url.pathname === '/register');
    const name = `amal${Date.now().toString(36)}`;
    await page.getByTestId('register-username').fill(name);
    await page.getByTestId('register-email').fill(`${name}@gfs.example`);
    await page.getByTestId('register-password').fill('Chiller-2026');
    await page.getByTestId('register-confirm').fill('Chiller-2027');
    await page.getByTestId('register-submit').click();
    // The form's own check first: nothing is sent while the passwords differ.
    await expect(page.getByTestId('register-confirm-error').textContent()).resolves.toBe('The passwords do not match.');
    await page.getByTestId('register-confirm').fill('Chiller-2026');
    await ui.shot(page, 'template-register-1440-en');
    await page.getByTestId('register-submit').click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('side-menu').waitFor();
    expect((await userOf(page)) as unknown).toMatchObject({ username: name });
    // Still signed in after a reload: the session is stored like the login page's.
    await page.reload();
    await page.getByTestId('side-menu').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a taken e-mail under its field, creating nothing (390)', async () => {
    const { context, page, errors } = await ui.newPage(PHONE);
    await page.goto(`${ui.url}/register`);
    await page.getByTestId('register-username').fill(`fresh${Date.now().toString(36)}`);
    await page.getByTestId('register-email').fill('tech@demo.test');
    await page.getByTestId('register-password').fill('Chiller-2026');
    await page.getByTestId('register-confirm').fill('Chiller-2026');
    await page.getByTestId('register-submit').click();
    await expect(page.getByTestId('register-email-error').textContent()).resolves.toBe('This email is already in use.');
    await expect(page.getByTestId('register-username-error').count()).resolves.toBe(0);
    expect(new URL(page.url()).pathname).toBe('/register');
    expect(await page.evaluate<string | null>("localStorage.getItem('accessToken')")).toBeNull();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
    await context.close();
  });
});
