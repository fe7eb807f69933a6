import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { useConsole } from '../../support/console-browser';

/**
 * Typed dates (spec point 5): every date input takes yyyy-MM-dd and every date-time yyyy-MM-dd HH:mm
 * (24 hours), whatever the interface language, says what is wrong with a day or time that does not
 * exist before anything is sent, and what is saved reads back the same. Needs `npm run build -w web`.
 */
const ui = useConsole();
const { newPage, shot, login } = ui;

/** The calls the page makes from now on that match, for a test to assert none (or which) went out. */
function callsTo(page: Page, method: string, path: RegExp): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) seen.push(request);
  });
  return seen;
}

const footerTotal = async (page: Page) =>
  Number(/(\d+)\D*$/.exec((await page.getByTestId('list-footer').textContent()) ?? '')?.[1] ?? Number.NaN);

const pad = (n: number) => String(n).padStart(2, '0');
const today = new Date();
const TODAY = `${today.getUTCFullYear()}-${pad(today.getUTCMonth() + 1)}-${pad(today.getUTCDate())}`;

describe('typed dates', () => {
  it.each([
    // French: typed with slashes and one-digit parts, tidied on leaving the input.
    { lang: 'fr', typed: '2025/7/4', day: '2025-07-04', viewport: { width: 1440, height: 900 } },
    // Arabic on a phone: typed on an Arabic keyboard, kept in Latin digits left to right.
    { lang: 'ar', typed: '٢٠٢٥-٠٨-١٦', day: '2025-08-16', viewport: { width: 390, height: 844 } },
  ])('are typed, saved and read back as yyyy-MM-dd in $lang', async ({ lang, typed, day, viewport }) => {
    const { context, page, errors } = await newPage({ viewport });
    await login(page, 'admin@demo.test');
    await page.goto(`${ui.url}/assets/hardware/1/edit?lng=${lang}`);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(lang);
    const purchase = page.locator('#field-purchase_date');
    await purchase.waitFor();
    expect(await purchase.getAttribute('dir')).toBe('ltr');
    await purchase.fill(typed);
    await purchase.blur();
    expect(await purchase.inputValue()).toBe(day);
    await shot(page, `date-input-${lang}`);
    const updates = callsTo(page, 'PATCH', /\/hardware\/1$/);
    await page.getByTestId('form-save').click();
    await expect.poll(() => updates.length).toBe(1);
    expect(updates[0]!.postDataJSON()).toMatchObject({ purchase_date: day });
    await page.getByTestId('toast-success').first().waitFor();

    await page.goto(`${ui.url}/assets/hardware/1`);
    await expect.poll(async () => page.getByTestId('detail-purchase_date').textContent()).toContain(day);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('names a day or time that does not exist and sends nothing', async () => {
    const { context, page, errors } = await newPage();
    await login(page, 'admin@demo.test');
    await page.goto(`${ui.url}/assets/hardware/1/edit?lng=en`);
    const purchase = page.locator('#field-purchase_date');
    await purchase.waitFor();
    const updates = callsTo(page, 'PATCH', /\/hardware\/1$/);
    await purchase.fill('2026-02-30');
    // Enter sends the form without leaving the input: the note shows all the same.
    await purchase.press('Enter');
    await page.getByTestId('field-purchase_date-problem').waitFor();
    expect(await page.getByTestId('field-purchase_date-problem').textContent()).toContain('no such day');
    await page.getByTestId('form-save-close').click();
    await page.getByTestId('form-save').click();
    await page.waitForTimeout(500);
    expect(updates).toHaveLength(0);
    expect(page.url()).toMatch(/\/hardware\/1\/edit/);

    // A date-time with an hour past 23.
    await page.goto(`${ui.url}/maintenance/workorders/new`);
    const due = page.locator('#field-due_date');
    await due.waitFor();
    const creates = callsTo(page, 'POST', /\/maintenance\/workorders$/);
    await page.locator('#field-title').fill('E2E impossible due time');
    await due.fill('2027-01-15 24:30');
    await page.getByTestId('form-save').click();
    await page.getByTestId('field-due_date-problem').waitFor();
    expect(await page.getByTestId('field-due_date-problem').textContent()).toContain('no such time');
    await page.waitForTimeout(500);
    expect(creates).toHaveLength(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('narrows a list by a typed date, sending only whole days', async () => {
    const { context, page, errors } = await newPage();
    await login(page, 'manager@demo.test');
    await page.goto(`${ui.url}/maintenance/workorders`);
    await page.getByTestId('list-row').first().waitFor();
    const before = await footerTotal(page);
    const lists = callsTo(page, 'GET', /\/maintenance\/workorders\/index$/);
    const from = page.getByTestId('filter-date_range[start]-input');
    // Typed key by key: no half-typed day reaches the server.
    await from.pressSequentially(TODAY, { delay: 30 });
    await expect.poll(() => footerTotal(page)).toBeLessThan(before);
    const sent = lists.map((r) => new URL(r.url()).searchParams.get('date_range[start]'));
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((value) => value === TODAY)).toBe(true);
    expect(page.url()).toContain(encodeURIComponent('date_range[start]'));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('takes a work order due date-time as yyyy-MM-dd HH:mm and reads it back', async () => {
    const { context, page, errors } = await newPage();
    await login(page, 'manager@demo.test');
    await page.goto(`${ui.url}/maintenance/workorders/new`);
    await page.locator('#field-title').fill(`E2E due date-time ${Date.now()}`);
    const due = page.locator('#field-due_date');
    await due.waitFor();
    // The browser calendar behind the button gives its own 'T' shape; the input shows it as typed.
    await page.evaluate(`(() => {
      const picker = document.querySelector('[data-testid="field-due_date"] input[type="datetime-local"]');
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(picker, '2027-02-01T18:45');
      picker.dispatchEvent(new Event('input', { bubbles: true }));
    })()`);
    expect(await due.inputValue()).toBe('2027-02-01 18:45');
    await due.fill('2027/1/15 9:30');
    await due.blur();
    expect(await due.inputValue()).toBe('2027-01-15 09:30');
    const creates = callsTo(page, 'POST', /\/maintenance\/workorders$/);
    await page.getByTestId('form-save').click();
    await page.waitForURL(/\/maintenance\/workorders\/\d+\/edit/);
    expect(creates[0]!.postDataJSON()).toMatchObject({ due_date: '2027-01-15 09:30' });
    // The edit form reads the saved work order again.
    await page.reload();
    await expect.poll(() => page.locator('#field-due_date').inputValue()).toBe('2027-01-15 09:30');
    const id = /\/workorders\/(\d+)\/edit/.exec(page.url())![1];
    await page.goto(`${ui.url}/maintenance/workorders/${id}`);
    await expect
      .poll(() => page.getByTestId('header-due').getByTestId('due-countdown').getAttribute('title'))
      .toBe('2027-01-15 09:30:00');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('typed shift times', () => {
  /** Opens the first person's working-hours dialog; returns the person's id. */
  async function openPerson(page: Page): Promise<string> {
    const edit = page.locator('[data-testid^="person-edit-"]').first();
    await edit.waitFor();
    const id = (await edit.getAttribute('data-testid'))!.replace('person-edit-', '');
    await edit.click();
    await page.getByTestId('person-edit').waitFor();
    return id;
  }

  it('are typed on an Arabic keyboard as HH:mm at 390×844, saved and read back', async () => {
    const { context, page, errors } = await newPage({ viewport: { width: 390, height: 844 } });
    await login(page, 'manager@demo.test');
    await page.goto(`${ui.url}/maintenance/people?lng=ar`);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('ar');
    const id = await openPerson(page);
    // Sunday is a working day of the default week (Sunday to Thursday).
    const start = page.locator('#shift-sun-start');
    const end = page.locator('#shift-sun-end');
    await start.waitFor();
    expect(await start.getAttribute('dir')).toBe('ltr');
    await start.fill('٠٧:٣٠');
    await end.fill('١٥:٣٠');
    await end.blur();
    expect([await start.inputValue(), await end.inputValue()]).toEqual(['07:30', '15:30']);
    await shot(page, 'shift-times-ar-phone');
    const puts = callsTo(page, 'PUT', new RegExp(`/people/${id}/working-hours$`));
    await page.getByTestId('person-save').click();
    await page.getByTestId('person-edit').waitFor({ state: 'detached' });
    expect(puts).toHaveLength(1);
    expect(puts[0]!.postDataJSON().working_hours.sun).toEqual({ start: '07:30', end: '15:30' });

    // Opened again, the dialog reads the saved week back from the server.
    await page.reload();
    await openPerson(page);
    await expect.poll(() => page.locator('#shift-sun-start').inputValue()).toBe('07:30');
    expect(await page.locator('#shift-sun-end').inputValue()).toBe('15:30');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('names an impossible time or a shift ending before it starts, and sends nothing', async () => {
    const { context, page, errors } = await newPage();
    await login(page, 'manager@demo.test');
    await page.goto(`${ui.url}/maintenance/people?lng=en`);
    await openPerson(page);
    const sent = callsTo(page, 'PUT', /\/people\/\d+\//);
    const start = page.locator('#shift-sun-start');
    const end = page.locator('#shift-sun-end');
    const focused = () => page.evaluate<string | undefined>('document.activeElement?.id');
    // Enter sends the form from the input itself.
    await start.fill('25:10');
    await start.press('Enter');
    await page.getByTestId('shift-sun-start-problem').waitFor();
    expect(await page.getByTestId('shift-sun-start-problem').textContent()).toContain('no such time');

    // The server's rule, named before sending: the end (untouched until now) must be after the start.
    await start.fill('23:59');
    await start.press('Enter');
    await page.getByTestId('shift-sun-end-problem').waitFor();
    expect(await page.getByTestId('shift-sun-end-problem').textContent()).toBe('The end must be after the start.');
    await expect.poll(focused).toBe('shift-sun-end');
    expect(await page.getByTestId('shift-sun-start-problem').count()).toBe(0);
    await page.getByTestId('person-save').click();
    await expect.poll(focused).toBe('shift-sun-end');
    expect(await end.getAttribute('aria-invalid')).toBe('true');
    await shot(page, 'shift-times-order');
    await page.waitForTimeout(500);
    expect(sent).toHaveLength(0);
    await page.getByTestId('person-edit').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
