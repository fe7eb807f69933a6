import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { API_BASE } from '@cmms/contracts';
import { useConsole } from '../../../support/console-browser';
import { consoleApi } from '../../../support/console-steps';

/**
 * Issue 28, the fill screen on a phone (390×844): the technician fills the chiller plant log with one
 * out-of-range reading, a photo from the camera input and a signature drawn on the pad, submits, and
 * sees the flagged reading and a link to the work order it raised; a value typed is saved as a draft on
 * the server and is still there after a reload. The supervisor's side (setup): the chiller form gets a
 * new version with a photo, a signature and a work order on an out-of-range supply temperature.
 * Needs `npm run build -w web` first.
 */
const ui = useConsole();
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
// A 2×2 red PNG, as a camera would hand over a file.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);
let tech: BrowserContextOptions['storageState'];
let loggerId: number;

beforeAll(async () => {
  const admin = await ui.newPage();
  await ui.login(admin.page, 'admin@demo.test');
  const api = await consoleApi(admin.page, ui.url);
  const loggers = (await api.get('/e-loggers?search=Chiller')) as { rows: { id: number; form: { id: number } }[] };
  const chiller = loggers.rows[0]!;
  loggerId = chiller.id;
  const form = (await api.get(`/forms/${chiller.form.id}`)) as { schema: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
  const props = form.schema.properties as Record<string, Record<string, unknown>>;
  const edited = await api.patch(`/forms/${chiller.form.id}`, {
    schema: {
      ...form.schema,
      properties: {
        ...props,
        supply_temp: { ...props.supply_temp, 'x-onOutOfRange': { notify: true, createWorkOrder: 'auto' } },
        condenser_pressure: {
          ...props.condenser_pressure,
          'x-onOutOfRange': { notify: true, createWorkOrder: 'prompt' },
        },
        photo: { type: 'string', 'x-kind': 'photo' },
        signature: { type: 'string', contentMediaType: 'image/png', 'x-kind': 'signature' },
      },
      required: ['supply_temp', 'return_temp', 'signature'],
    },
  });
  expect(edited.status).toBe('success');
  expect((await api.post(`/forms/${chiller.form.id}/publish`, {})).status).toBe('success');
  await admin.context.close();
  const t = await ui.newPage(PHONE);
  await ui.login(t.page, 'tech@demo.test');
  // A fresh start: the seeded half-filled entries are cleared the way the screen's button does.
  const techApi = await consoleApi(t.page, ui.url);
  await t.page.request.delete(`${ui.url}${API_BASE}/logger-drafts`, {
    headers: { authorization: `Bearer ${await t.page.evaluate<string | null>("localStorage.getItem('accessToken')")}` },
  });
  expect(((await techApi.get('/logger-drafts')) as { total: number }).total).toBe(0);
  tech = await t.context.storageState();
  await t.context.close();
});

const openFill = async () => {
  const opened = await ui.newPage({ ...PHONE, storageState: tech });
  await opened.page.goto(`${ui.url}/logbooks/${loggerId}/fill`);
  await opened.page.getByTestId('fill-form').waitFor();
  return opened;
};

async function sign(page: Page) {
  const pad = page.getByTestId('signature-pad-fill-signature');
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + 100);
  await page.mouse.down();
  for (const [x, y] of [
    [60, 40],
    [110, 120],
    [170, 50],
    [230, 110],
  ] as const)
    await page.mouse.move(box.x + x, box.y + y, { steps: 6 });
  await page.mouse.up();
}

describe('the fill screen on a phone', () => {
  it('keeps a typed value as a server draft across a reload', async () => {
    const { context, page, errors } = await openFill();
    await page.getByTestId('fill-return_temp').fill('12.4');
    await expect.poll(() => page.getByTestId('draft-state').textContent()).toBe('Draft saved');
    await page.reload();
    await page.getByTestId('fill-form').waitFor();
    await expect.poll(() => page.getByTestId('fill-return_temp').inputValue()).toBe('12.4');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('submits one out-of-range reading with a photo and a signature, and links the work order raised', async () => {
    const { context, page, errors } = await openFill();
    // Large targets: the submit bar is under the thumb, at least 44 px high, inside the screen.
    const bar = (await page.getByTestId('fill-submit').boundingBox())!;
    expect(bar.height).toBeGreaterThanOrEqual(44);
    expect(bar.y + bar.height).toBeLessThanOrEqual(844);
    expect(bar.y).toBeGreaterThan(844 / 2);

    await page.getByTestId('fill-supply_temp').fill('9.1');
    await expect(page.getByTestId('fill-supply_temp-flag').textContent()).resolves.toBe(
      'Outside spec: a work order will be raised.',
    );
    await page.getByTestId('fill-return_temp').fill('12.4');
    await page.getByTestId('fill-condenser_pressure').fill('900');
    await page.getByTestId('fill-photo').setInputFiles({ name: 'gauge.png', mimeType: 'image/png', buffer: PNG });
    await page.getByTestId('fill-photo-preview').waitFor();
    await sign(page);
    await expect.poll(() => page.getByTestId('signature-clear-fill-signature').isVisible()).toBe(true);
    await page.getByTestId('fill-submit').click();

    await page.getByTestId('fill-result').waitFor();
    await expect(page.getByTestId('result-flag-supply_temp').textContent()).resolves.toContain('Above spec');
    const link = page.getByTestId('result-work-order');
    await expect(link.textContent()).resolves.toMatch(/^Work order \S+/);
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^\/maintenance\/workorders\/\d+$/);

    // What the server kept: the photo and the signature as images, one work order on the entry.
    const api = await consoleApi(page, ui.url);
    const list = (await api.get(`/forms/submit/list?logger_id=${loggerId}&limit=1`)) as {
      rows: { data: Record<string, string>; work_orders: { id: number }[]; flagged: boolean }[];
    };
    const entry = list.rows[0]!;
    expect(entry.flagged).toBe(true);
    expect(entry.data.photo).toMatch(/^data:image\/jpeg;base64,/);
    expect(entry.data.signature).toMatch(/^data:image\/png;base64,/);
    expect(entry.work_orders.map((w) => `/maintenance/workorders/${w.id}`)).toEqual([href]);

    await link.click();
    await page.waitForURL((url) => url.pathname === href);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks before raising a work order for a reading whose form says so, and raises it when ticked', async () => {
    const { context, page, errors } = await openFill();
    await page.getByTestId('fill-supply_temp').fill('6.5');
    await page.getByTestId('fill-return_temp').fill('12.4');
    await page.getByTestId('fill-condenser_pressure').fill('1250');
    await expect(page.getByTestId('fill-condenser_pressure-flag').textContent()).resolves.toBe(
      'Outside spec: the entry will be flagged.',
    );
    const ask = page.getByTestId('fill-condenser_pressure-raise');
    expect(await ask.textContent()).toBe('Raise a work order for this reading');
    await ask.click();
    await sign(page);
    await page.getByTestId('fill-submit').click();
    await page.getByTestId('fill-result').waitFor();
    await expect(page.getByTestId('result-work-order').textContent()).resolves.toMatch(/^Work order \S+/);
    const api = await consoleApi(page, ui.url);
    const list = (await api.get(`/forms/submit/list?logger_id=${loggerId}&limit=1`)) as {
      rows: { work_orders: { field: string }[] }[];
    };
    expect(list.rows[0]!.work_orders.map((w) => w.field)).toEqual(['condenser_pressure']);
    expect(errors).toEqual([]);
    await context.close();
  });
});
