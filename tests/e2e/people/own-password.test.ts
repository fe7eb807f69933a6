import { describe, expect, it } from 'vitest';
import { useConsole } from '../../support/console-browser';
import { waitForToast } from '../../support/console-steps';

/**
 * Issue 24: your own account's form asks for your current password beside a new one, and sends it; a
 * form of someone else's account does not ask. Needs `npm run build -w web` first.
 */
const ui = useConsole();
const { newPage, shot, login } = ui;

describe('own password', () => {
  it('asks for the current password on your own form only, and sends it', async () => {
    const { context, page, errors } = await newPage();
    await login(page, 'admin@demo.test');
    await page.getByTestId('user-menu').waitFor();
    const me = await page.evaluate<number>(`JSON.parse(localStorage.getItem('userData') ?? '{}').id`);

    // Someone else's account: no current password.
    await page.goto(`${ui.url}/people/users/${me + 1}/edit`);
    await page.getByTestId('field-password').waitFor();
    expect(await page.getByTestId('current-password').count()).toBe(0);

    await page.goto(`${ui.url}/people/users/${me}/edit`);
    await page.getByTestId('field-password').waitFor();
    await page.getByTestId('current-password').waitFor();
    await page.getByText('Your current password, to set a new one.').waitFor();
    await page.locator('#field-password').fill('Fresh-pass-2026');
    await page.locator('#field-password_confirmation').fill('Fresh-pass-2026');
    await page.getByTestId('form-save').click();
    await page
      .getByTestId('error-current_password')
      .filter({ hasText: 'The current password field is required.' })
      .waitFor();

    await page.getByTestId('current-password').fill('Wrong-pass-1');
    await page.getByTestId('form-save').click();
    await page.getByTestId('error-current_password').filter({ hasText: 'The password is incorrect.' }).waitFor();
    await shot(page, 'own-password-wrong');

    await page.locator('#field-password').fill('Fresh-pass-2026');
    await page.locator('#field-password_confirmation').fill('Fresh-pass-2026');
    await page.getByTestId('current-password').fill('Demo123!');
    await page.getByTestId('form-save').click();
    await waitForToast(page, 'success', /updated/i);
    // Cleared after the save, as the new password is.
    await expect.poll(() => page.getByTestId('current-password').inputValue()).toBe('');

    const signIn = await page.request.post(`${ui.url}/jwt/login`, {
      data: { email: 'admin@demo.test', password: 'Fresh-pass-2026' },
    });
    expect(signIn.status()).toBe(200);
    expect(errors).toEqual([]);
    await context.close();
  });
});
