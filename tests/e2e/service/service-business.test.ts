import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '@cmms/contracts';
import { useConsole } from '../../support/console-browser';
import { consoleApi } from '../../support/console-steps';
import { noisePng } from '../../support/png';

/**
 * The service business through the console (issue 14): a manager turns a customer's sent quotation
 * into a contract, picks that customer's sites and assets (another customer's site is not offered),
 * uploads a document, edits the contract with a version comment and compares the versions, then reads
 * the customer's SLA compliance; the SLA list pages by 5 and keeps the chosen SLA across a reload;
 * an invoice is issued and paid from its page (the customer's overdue count follows); Convert is only
 * offered to those who may create contracts.
 * Needs `npm run build -w web` first.
 */
const ui = useConsole();
const { newPage, shot, login } = ui;

/** A customer's page (found by name in the customers list) and its id from the URL. */
async function openCustomer(page: Page, name: string): Promise<number> {
  await page.goto(`${ui.url}/service/customers?search=${encodeURIComponent(name)}`);
  await page.getByTestId('row-title').filter({ hasText: name }).first().click();
  await page.getByTestId('customer-summary').waitFor();
  return Number(/\/customers\/(\d+)/.exec(page.url())?.[1]);
}

/** The names in the customer page's Locations tab. */
async function customerSites(page: Page, name: string): Promise<string[]> {
  await openCustomer(page, name);
  await page.getByTestId('tab-locations').click();
  const titles = page.getByRole('tabpanel').locator('tbody tr td:first-child a');
  await titles.first().waitFor();
  return (await titles.allTextContents()).map((text) => text.trim());
}

/** The options a combobox of the form offers, once it has loaded them. */
async function offered(page: Page, field: string): Promise<string[]> {
  await page.locator(`#field-${field}`).click();
  const options = page.getByRole('listbox').getByRole('option');
  await options.first().waitFor();
  return (await options.allTextContents()).map((text) => text.trim());
}

/** The figure on a customer's summary tile, as the page shows it. */
async function overdueCount(page: Page, customerId: number): Promise<number> {
  await page.goto(`${ui.url}/service/customers/${customerId}`);
  const tile = page.getByTestId('summary-overdue');
  await tile.waitFor();
  return Number(/\d+/.exec((await tile.textContent()) ?? '')?.[0]);
}

/** Runs a record action that asks nothing (its dialog only confirms) on the open record's page. */
async function runAction(page: Page, key: string): Promise<void> {
  await page.getByTestId(`action-${key}`).click();
  await page.getByTestId(`action-dialog-${key}`).getByTestId('action-submit').click();
  await page.getByTestId(`action-dialog-${key}`).waitFor({ state: 'detached' });
}

describe('service business console', () => {
  it('turns a quotation into a contract with narrowed sites and assets, a document and versions', async () => {
    const { context, page, errors } = await newPage();
    await login(page, 'manager@demo.test');
    const own = await customerSites(page, 'Seef Properties Management');
    const others = await customerSites(page, 'Delmon Healthcare Partners');
    expect(own.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);

    // The customer's sent quotation, listed on its Quotations tab.
    await openCustomer(page, 'Seef Properties Management');
    await page.getByTestId('tab-quotations').click();
    const quotation = page.getByRole('tabpanel').locator('tbody tr').filter({ hasText: 'Sent' });
    await quotation.first().waitFor();
    await quotation.first().getByRole('link').first().click();
    await page.getByTestId('resource-detail').waitFor();
    await shot(page, 'service-quotation');
    await page.getByTestId('action-convert').click();
    await page.getByTestId('action-dialog-convert').getByTestId('action-submit').click();

    // The draft contract opens in its form, its customer already chosen.
    await page.waitForURL(/\/service\/contracts\/\d+\/edit$/);
    const contractId = Number(/\/contracts\/(\d+)\/edit/.exec(page.url())?.[1]);
    await page.locator('#field-name').waitFor();
    const sites = await offered(page, 'locations');
    expect(sites.length).toBeGreaterThan(0);
    for (const site of sites) expect(own).toContain(site);
    for (const site of others) expect(sites).not.toContain(site);
    await page.getByRole('listbox').getByRole('option', { name: own[0], exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('multi-field-locations').getByText(own[0]!).waitFor();

    // The chosen site narrows the assets: one of them is picked.
    const assets = await offered(page, 'assets');
    expect(assets.length).toBeGreaterThan(0);
    await page.getByRole('listbox').getByRole('option', { name: assets[0], exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('multi-field-assets').locator('[data-testid^="tag-field-assets-"]').first().waitFor();
    await shot(page, 'service-contract-form');
    await page.getByTestId('form-save-close').click();
    await page.waitForURL((url) => !url.pathname.endsWith('/edit'));

    // The saved contract names its site.
    await page.goto(`${ui.url}/service/contracts/${contractId}`);
    await page.getByTestId('resource-detail').waitFor();
    await page.getByTestId('resource-detail').getByText(own[0]!).first().waitFor();
    await shot(page, 'service-contract-detail');

    // A document.
    await page.getByTestId('tab-documents').click();
    await page.getByTestId('contracts-files').waitFor();
    // The spec's upload rules take images only: the signed page, scanned.
    await page
      .getByTestId('file-input')
      .setInputFiles({ name: 'signed-page.png', mimeType: 'image/png', buffer: noisePng(64, 48) });
    await page.getByTestId('file-upload').click();
    await page.getByTestId('files-row').filter({ hasText: 'signed-page.png' }).waitFor();
    await shot(page, 'service-contract-documents');

    // An edit with a version comment makes version 2, and the comparison shows the change.
    await page.goto(`${ui.url}/service/contracts/${contractId}/edit`);
    // The form shows the site and the asset that were saved.
    await page.getByTestId('multi-field-locations').getByText(own[0]!, { exact: true }).waitFor();
    await page.getByTestId('multi-field-assets').getByText(assets[0]!, { exact: true }).waitFor();
    await page.locator('#field-notice_days').fill('45');
    await page.locator('#field-version_comment').fill('Notice period agreed at 45 days');
    await page.getByTestId('form-save-close').click();
    await page.waitForURL((url) => !url.pathname.endsWith('/edit'));
    await page.goto(`${ui.url}/service/contracts/${contractId}`);
    await page.getByTestId('tab-versions').click();
    await page.getByTestId('version-read-2').waitFor();
    await page.getByTestId('contract-versions').getByText('Notice period agreed at 45 days').waitFor();
    await page.getByTestId('compare-from').selectOption('1');
    await page.getByTestId('compare-to').selectOption('2');
    await page.getByTestId('compare-run').click();
    await expect.poll(() => page.getByTestId('change-notice_days-new').textContent()).toContain('45');
    await shot(page, 'service-contract-versions');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("reads a customer's SLA compliance", async () => {
    const { context, page, errors } = await newPage();
    await login(page, 'manager@demo.test');
    await openCustomer(page, 'Seef Properties Management');
    await page.getByTestId('tab-sla').click();
    await page.getByTestId('customer-compliance').waitFor();
    await page.getByTestId('compliance-total-met').first().waitFor();
    const count = await page.getByTestId('compliance-total-met').count();
    expect(count).toBeGreaterThan(0);
    let measured = 0;
    for (let i = 0; i < count; i += 1) {
      const figure = async (key: string) =>
        Number((await page.getByTestId(`compliance-total-${key}`).nth(i).textContent())?.trim());
      const [met, breached, atRisk] = [await figure('met'), await figure('breached'), await figure('atRisk')];
      for (const n of [met, breached, atRisk]) expect(Number.isInteger(n)).toBe(true);
      expect(await page.getByTestId('compliance-total-percentMet').nth(i).textContent()).toMatch(/\d|—/);
      measured += met + breached + atRisk;
    }
    expect(measured).toBeGreaterThan(0);
    await shot(page, 'service-customer-compliance');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('pages the SLA list by 5 and restores the chosen SLA after a reload', async () => {
    const { context, page, errors } = await newPage();
    await login(page, 'manager@demo.test');
    await page.goto(`${ui.url}/service/agreements`);
    await page.getByTestId('row-title').first().waitFor();
    await expect.poll(() => page.getByTestId('row-title').count()).toBe(5);
    expect(await page.getByTestId('list-footer').textContent()).toMatch(/1 to 5 of \d+/);
    const chosen = (await page.getByTestId('row-title').nth(2).textContent())!.trim();
    await page.getByTestId('row-title').nth(2).click();
    await page.getByTestId('resource-detail').waitFor();
    const id = /\/agreements\/(\d+)/.exec(page.url())?.[1];
    expect(await page.evaluate<string | null>(`localStorage.getItem('slaId')`)).toBe(id);

    await page.goto(`${ui.url}/service/agreements`);
    await page.reload();
    await page.getByTestId('last-sla').waitFor();
    expect(await page.getByTestId('last-sla').textContent()).toContain(chosen);
    await page.getByTestId('last-sla').click();
    await page.waitForURL(new RegExp(`/agreements/${id}$`));
    await shot(page, 'service-sla-restored');
    expect(errors).toEqual([]);
    await context.close();
  });
  it("totals a quotation's lines live, exact to the fils, with the VAT typed above", async () => {
    const { context, page, errors } = await newPage();
    await login(page, 'manager@demo.test');
    await page.goto(`${ui.url}/service/contractquotations/new`);
    const lines = page.getByTestId('money-line');
    await page.getByTestId('line-add').click();
    await lines.nth(0).getByTestId('line-quantity').fill('3');
    await lines.nth(0).getByTestId('line-price').fill('0.115');
    await expect.poll(() => lines.nth(0).getByTestId('line-amount').textContent()).toBe('0.345');
    // 0.0345 of tax rounds half up to 0.035.
    await expect.poll(() => page.getByTestId('money-tax').textContent()).toMatch(/0\.035/);
    await expect.poll(() => page.getByTestId('money-total').textContent()).toMatch(/BHD\s*0\.380/);

    await page.getByTestId('line-add').click();
    await lines.nth(1).getByTestId('line-quantity').fill('1.5');
    await lines.nth(1).getByTestId('line-price').fill('0.333');
    await expect.poll(() => lines.nth(1).getByTestId('line-amount').textContent()).toBe('0.500');
    // 0.345 + 0.500 = 0.845, + 0.0845 VAT (0.085) = 0.930.
    await expect.poll(() => page.getByTestId('money-subtotal').textContent()).toMatch(/0\.845/);
    await expect.poll(() => page.getByTestId('money-total').textContent()).toMatch(/BHD\s*0\.930/);
    await shot(page, 'service-quotation-totals');

    // A removed line leaves the totals.
    await lines.nth(0).getByRole('button', { name: 'Remove line' }).click();
    await expect.poll(() => page.getByTestId('money-total').textContent()).toMatch(/BHD\s*0\.550/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("issues an invoice and marks it paid from its page, and the customer's overdue count follows", async () => {
    const { context, page, errors } = await newPage();
    await login(page, 'manager@demo.test');
    const calls = await consoleApi(page, ui.url);
    const contract = (await calls.get('/contracts?limit=1')).rows[0];
    const customerId = Number(contract.customer.id);
    // A draft already past its due date: issuing it makes it overdue at once.
    const created = await calls.post('/contract-invoices', {
      contract_id: contract.id,
      issue_date: '2026-01-05',
      due_date: '2026-01-20',
      lines: [{ description: 'Chiller quarterly service', quantity: '1', unit_price: '120.000' }],
    });
    expect(created.status).toBe('success');
    const invoiceId = Number(created.payload.id);
    const before = await overdueCount(page, customerId);

    await page.goto(`${ui.url}/service/contractinvoices/${invoiceId}`);
    const detail = page.getByTestId('resource-detail');
    await detail.getByText('Draft', { exact: true }).first().waitFor();
    expect(await page.getByTestId('action-pay').count()).toBe(0);
    await runAction(page, 'issue');
    await detail.getByText('Overdue', { exact: true }).first().waitFor();
    await shot(page, 'service-invoice-issued');
    expect(await overdueCount(page, customerId)).toBe(before + 1);

    await page.goto(`${ui.url}/service/contractinvoices/${invoiceId}`);
    await runAction(page, 'pay');
    await detail.getByText('Paid', { exact: true }).first().waitFor();
    expect(await page.getByTestId('action-pay').count()).toBe(0);
    await shot(page, 'service-invoice-paid');
    expect(await overdueCount(page, customerId)).toBe(before);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers Convert on a quotation to the manager, not to a user who may not create contracts', async () => {
    const manager = await newPage();
    await login(manager.page, 'manager@demo.test');
    const calls = await consoleApi(manager.page, ui.url);
    const quotations = (await calls.get('/contract-quotations?status=sent&limit=50')).rows as {
      id: number;
      contract: unknown;
    }[];
    const open = quotations.find((row) => !row.contract);
    expect(open).toBeDefined();
    const email = `quotes${Date.now()}@example.test`;
    const made = await calls.post('/users', {
      first_name: 'Quote',
      last_name: 'Reader',
      username: `quotes${Date.now()}`,
      email,
      password: DEMO_PASSWORD,
      password_confirmation: DEMO_PASSWORD,
      activated: true,
      permissions: { 'contracts.view': '1', 'contracts.quotations': '1' },
    });
    expect(made.status).toBe('success');

    await manager.page.goto(`${ui.url}/service/contractquotations/${open!.id}`);
    await manager.page.getByTestId('resource-detail').waitFor();
    await manager.page.getByTestId('action-convert').waitFor();
    await manager.context.close();

    const reader = await newPage();
    await login(reader.page, email);
    await reader.page.goto(`${ui.url}/service/contractquotations/${open!.id}`);
    await reader.page.getByTestId('resource-detail').waitFor();
    await reader.page.getByTestId('page-title').waitFor();
    expect(await reader.page.getByTestId('action-convert').count()).toBe(0);
    await shot(reader.page, 'service-quotation-no-convert');
    expect(reader.errors).toEqual([]);
    await reader.context.close();
  });
});
