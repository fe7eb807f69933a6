import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { API_BASE } from '@cmms/contracts';
import { useConsole } from '../../support/console-browser';
import { waitForToast } from '../../support/console-steps';

/**
 * People and permissions in the console: the group matrix decides what members can do on their next
 * login, users are created with a generated password and found by group, and the special screens
 * (group members, user tabs, field-set fields, causes tree, template permissions) work.
 * Needs `npm run build -w web` first.
 */
// A 1×1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const ui = useConsole();
const { newPage, shot, login } = ui;

/**
 * Signs out through the user menu. On a loaded machine a click can land while the menu is still
 * opening and select nothing; as a person would, it opens the menu and chooses again.
 */
async function logout(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    if (!(await page.getByTestId('logout').isVisible())) await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    try {
      await page.getByTestId('login-form').waitFor({ timeout: 10_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw new Error(`still signed in at ${page.url()} after ${attempt} tries`, { cause: error });
    }
  }
}

const footer = (page: Page) => page.getByTestId('list-footer').first();
const waitForFooter = (page: Page, text: string | RegExp) => footer(page).filter({ hasText: text }).waitFor();

/** Picks an option of a Chakra combobox by typing part of its label. */
async function pick(page: Page, inputSelector: string, typed: string, option: string): Promise<void> {
  await page.locator(inputSelector).click();
  await page.locator(inputSelector).fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Opens the Technicians group's detail from the Groups list, as a person would. */
async function openTechniciansGroup(page: Page): Promise<number> {
  await page.getByTestId('menu-groups').click();
  await page.getByTestId('list-search').fill('Technicians');
  await waitForFooter(page, 'Showing 1 to 1 of 1 rows');
  await page.getByTestId('row-title').filter({ hasText: 'Technicians' }).click();
  await page.getByTestId('resource-detail').waitFor();
  return Number(/\/people\/groups\/(\d+)/.exec(page.url())?.[1]);
}

describe('people and permissions', () => {
  it('denies a technician what the group matrix denies, from their next login', async () => {
    const { context, page, errors } = await newPage();
    await login(page, 'tech@demo.test');
    // A technician's menu lists no settings it may only read (issue 26): the page, by its address, shows them.
    await page.goto(`${ui.url}/settings/locations`);
    await page.getByTestId('list-row').first().waitFor();
    await logout(page);

    await login(page, 'admin@demo.test');
    const groupId = await openTechniciansGroup(page);
    expect(groupId).toBeGreaterThan(0);
    await page.getByTestId('permission-summary').filter({ hasText: 'locations.view' }).waitFor();
    await shot(page, 'group-detail');
    await page.getByTestId('tab-members').click();
    await page.getByTestId('members-row').first().waitFor();
    await waitForFooter(page, /of \d+ rows$/);
    await shot(page, 'group-members');

    await page.getByTestId('detail-edit').click();
    await page.getByTestId('permission-matrix').waitFor();
    // Stored values show as stored; keys the group never set are Inherit, not silently granted.
    expect(await page.getByTestId('perm-superuser').getAttribute('data-value')).toBe('0');
    await page.getByTestId('perm-toggle-locations').click();
    expect(await page.getByTestId('perm-locations.view').getAttribute('data-value')).toBe('1');
    await page.getByTestId('perm-locations.view--1').click();
    expect(await page.getByTestId('perm-locations.view').getAttribute('data-value')).toBe('-1');
    // The area header shows no single choice once its keys differ.
    expect(await page.getByTestId('perm-area-locations-all').getAttribute('data-value')).toBe('');
    await shot(page, 'group-matrix');
    await page.getByTestId('form-save').click();
    await waitForToast(page, 'success', 'Group was successfully updated.');
    await page.locator('[data-testid="draft-state"][data-state="succeeded"]').waitFor({ state: 'attached' });
    await logout(page);

    await login(page, 'tech@demo.test');
    await page.goto(`${ui.url}/settings/companies`);
    await page.getByTestId('list-row').first().waitFor();
    expect(await page.getByTestId('menu-locations').count()).toBe(0);
    await page.goto(`${ui.url}/settings/locations`);
    await page.getByTestId('not-authorized').waitFor();
    await shot(page, 'technician-locations-denied');
    // The server enforces it on every request too.
    const status = await page.evaluate<number>(
      `fetch('${API_BASE}/locations', { headers: { Authorization: 'Bearer ' + localStorage.getItem('accessToken') } })
        .then((r) => r.status)`,
    );
    expect(status).toBe(403);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('creates a user with a generated password and finds them by group', async () => {
    const { context, page, errors } = await newPage();
    await login(page, 'admin@demo.test');
    await page.getByTestId('menu-users').click();
    await page.getByTestId('filter-bar').waitFor();
    await page.getByTestId('list-row').first().waitFor();
    await shot(page, 'users-list');

    await page.getByTestId('list-create').click();
    await page.getByTestId('resource-form').waitFor();
    // The server's field messages show under the fields.
    await page.getByTestId('form-save').click();
    await page
      .getByTestId('error-username')
      .filter({ hasText: /required/i })
      .waitFor();
    await page
      .getByTestId('error-password')
      .filter({ hasText: /required/i })
      .waitFor();

    const username = `e2e.user.${Date.now()}`;
    await page.locator('#field-first_name').fill('Dana');
    await page.locator('#field-last_name').fill('Tester');
    await page.locator('#field-username').fill(username);
    await page.locator('#field-email').fill(`${username}@demo.test`);
    await page.locator('#field-phone').fill('+973 1700 0000');
    await page.getByTestId('generate-password').click();
    const password = await page.locator('#field-password').inputValue();
    expect(password).toHaveLength(16);
    expect(await page.locator('#field-password_confirmation').inputValue()).toBe(password);
    expect(await page.locator('#field-password').getAttribute('type')).toBe('text');
    await pick(page, '#field-groups', 'Techn', 'Technicians');
    await page.getByTestId('multi-field-groups').getByText('Technicians').waitFor();
    await shot(page, 'user-form');
    await page.getByTestId('form-save').click();
    await waitForToast(page, 'success', 'User was successfully created.');
    await page.waitForURL(/\/people\/users\/\d+\/edit$/);
    const userId = Number(/\/people\/users\/(\d+)/.exec(page.url())?.[1]);
    // Never prefilled on edit: the form of the saved record starts with empty password fields.
    await page.getByText('Leave empty to keep the current password.').waitFor();
    expect(await page.locator('#field-password').inputValue()).toBe('');
    expect(await page.locator('#field-password_confirmation').inputValue()).toBe('');

    await page.getByTestId('menu-users').click();
    await pick(page, '#filter-group_id', 'Techn', 'Technicians');
    await page.waitForURL(/group_id=\d+/);
    await page.getByTestId('list-search').fill(username);
    await waitForFooter(page, 'Showing 1 to 1 of 1 rows');
    await page.getByTestId('list-row').filter({ hasText: username }).waitFor();
    await shot(page, 'users-filtered-by-group');

    // The user's detail: tabs with related records, files and activity.
    await page.goto(`${ui.url}/people/users/${userId}`);
    await page.getByTestId('resource-detail').waitFor();
    await shot(page, 'user-detail');
    await page.getByTestId('tab-related').click();
    await page.getByTestId('user-sublists').waitFor();
    await page.getByTestId('tab-files').click();
    await page.getByTestId('user-files').waitFor();
    await page
      .getByTestId('file-input')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
    await page
      .getByTestId('file-error')
      .filter({ hasText: 'Please select a valid file type (jpg, webp, png, gif, svg) within 2500MB.' })
      .waitFor();
    await page.getByTestId('file-input').setInputFiles({ name: 'badge.png', mimeType: 'image/png', buffer: PNG });
    await page.getByTestId('file-upload').click();
    await page.locator('[data-testid="upload-progress"][data-progress="100"]').waitFor();
    await page.getByTestId('files-row').filter({ hasText: 'badge.png' }).waitFor();
    await shot(page, 'user-files');
    await page.getByTestId('tab-activity').click();
    await page.getByTestId('user-activity').waitFor();
    await shot(page, 'user-activity');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows field-set fields, the causes tree, the escalation detail and the template permissions', async () => {
    const { context, page, errors } = await newPage();
    await login(page, 'admin@demo.test');

    await page.getByTestId('menu-fieldsets').click();
    await page.getByTestId('list-row').first().waitFor();
    await page.locator('[data-testid^="row-view-"]').first().click();
    await page.getByTestId('tab-fields').click();
    await page.getByTestId('fieldset-fields').waitFor();
    await shot(page, 'fieldset-detail');
    const fieldRows = page.getByTestId('fieldset-field-row');
    const before = await fieldRows.count();
    if (before > 0) {
      await page.locator('[data-testid^="field-disassociate-"]').first().click();
      await page.getByTestId('confirm-ok').click();
      await waitForToast(page, 'success', /fieldset/i);
      await fieldRows.nth(before - 1).waitFor({ state: 'detached' });
    }

    await page.getByTestId('menu-causes').click();
    await page.getByTestId('list-row').first().waitFor();
    await page.getByTestId('view-toggle').getByText('Tree').click();
    await page.getByTestId('tree-node').first().waitFor();
    await shot(page, 'causes-tree');

    await page.getByTestId('menu-escalations').click();
    await page.getByTestId('row-title').first().click();
    await page.getByTestId('resource-detail').waitFor();
    await page.locator('[data-testid="draft-state"][data-state="succeeded"]').waitFor({ state: 'attached' });
    await shot(page, 'escalation-detail');

    await page.getByTestId('menu-loginattempts').click();
    await page.getByTestId('list-row').first().waitFor();
    expect(await page.getByTestId('list-create').count()).toBe(0);
    expect(await page.locator('[data-testid^="row-edit-"]').count()).toBe(0);
    await shot(page, 'login-attempts');

    await page.getByTestId('menu-template-permissions').click();
    await page.getByTestId('template-permissions').waitFor();
    await page.getByTestId('permissions-row').first().waitFor();
    const name = `E2E permission ${Date.now()}`;
    await page.getByTestId('permission-add').click();
    await page.getByTestId('permission-name').fill(name);
    await page.getByTestId('role-manager').click();
    await page.getByTestId('permission-submit').click();
    await page.getByTestId('permission-search').fill(name);
    const row = page.getByTestId('permissions-row').filter({ hasText: name });
    await row.waitFor();
    await row.locator('[data-testid^="permission-rename-"]').click();
    await page.getByTestId('permission-name').fill(`${name} renamed`);
    await page.getByTestId('permission-submit').click();
    await page.getByTestId('permission-search').fill(`${name} renamed`);
    await page
      .getByTestId('permissions-row')
      .filter({ hasText: `${name} renamed` })
      .waitFor();
    await shot(page, 'template-permissions');
    await page.locator('[data-testid^="permission-delete-"]').first().click();
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('permissions-empty').waitFor();

    // Dark skin and Arabic on the special screens.
    await page.getByTestId('skin-toggle').click();
    await page.getByTestId('language-switcher').click();
    await page.getByTestId('language-ar').click();
    await page.locator('html[dir="rtl"]').waitFor({ state: 'attached' });
    const groupId = await openTechniciansGroupRtl(page);
    await page.goto(`${ui.url}/people/groups/${groupId}/edit`);
    await page.getByTestId('permission-matrix').waitFor();
    await page.getByTestId('perm-toggle-assets').click();
    await shot(page, 'group-matrix-dark-rtl');
    await page.goto(`${ui.url}/people/groups/${groupId}?tab=members`);
    await page.getByTestId('members-row').first().waitFor();
    await shot(page, 'group-members-dark-rtl');
    await page.goto(`${ui.url}/people/users`);
    await page.getByTestId('list-row').first().waitFor();
    await shot(page, 'users-list-dark-rtl');
    await page.goto(`${ui.url}/template/permissions`);
    await page.getByTestId('permissions-row').first().waitFor();
    await shot(page, 'template-permissions-dark-rtl');
    await page.getByTestId('language-switcher').click();
    await page.getByTestId('language-en').click();
    await page.getByTestId('skin-toggle').click();
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** The group's id from the list, whatever the interface language. */
async function openTechniciansGroupRtl(page: Page): Promise<number> {
  await page.goto(`${ui.url}/people/groups?search=Technicians`);
  await page.getByTestId('row-title').filter({ hasText: 'Technicians' }).click();
  await page.getByTestId('resource-detail').waitFor();
  return Number(/\/people\/groups\/(\d+)/.exec(page.url())?.[1]);
}
