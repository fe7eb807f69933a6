import { V8_ROW_KEYS, endpointPath, findResource, missingV8Keys, type Endpoint } from '@cmms/contracts';
import { call, type Target } from './http-client.js';
import { checkResponse, type RunFlags } from './check-response.js';
import type { EndpointRecorder } from './results.js';

type Row = Record<string, unknown> & { id: number };
interface ListBody {
  total: number;
  rows: Row[];
}

const text = (v: unknown) => String(v ?? '').toLowerCase();
/** Accepts either a code-unit order (SQLite NOCASE) or a locale order (MySQL collations). */
const isSorted = (values: string[]) =>
  values.every((v, i) => i === 0 || values[i - 1]! <= v) ||
  values.every((v, i) => i === 0 || values[i - 1]!.localeCompare(v, undefined, { sensitivity: 'base' }) <= 0);

/** A Snipe-IT client reads every key v8's transformer sends: a row without one of them fails. */
export function checkV8Keys(
  rec: EndpointRecorder,
  resource: string | undefined,
  rows: readonly Row[],
  curl: string,
): void {
  if (!resource || !V8_ROW_KEYS[resource] || rows.length === 0) return;
  const missing = [...new Set(rows.flatMap((row) => missingV8Keys(resource, row)))];
  rec.expect('rows carry every Snipe-IT v8 key', missing.length === 0, `missing: ${missing.join(', ')}`, curl);
}

export async function checkUnauthorized(rec: EndpointRecorder, e: Endpoint, target: Target): Promise<void> {
  // Every path parameter filled (`:fileId`, `:type` too), so a validating proxy sees a well-formed request.
  const res = await call(target, 'GET', e.path.replace(/:\w+/g, '1'), { auth: false });
  rec.expect('401 without a token', res.status === 401, `got HTTP ${res.status}`, res.curl);
}

export async function checkList(rec: EndpointRecorder, e: Endpoint, target: Target, flags: RunFlags): Promise<void> {
  await checkUnauthorized(rec, e, target);

  const first = await call(target, 'GET', `${e.path}?limit=5`);
  if (!checkResponse(rec, 'list', first, e.response, flags)) return;
  const body = first.json as ListBody;
  rec.expect(
    'rows within limit and total',
    body.rows.length <= 5 && body.rows.length <= body.total,
    `total ${body.total}, ${body.rows.length} rows for limit 5`,
    first.curl,
  );
  checkV8Keys(rec, e.resource, body.rows, first.curl);

  const p1 = await call(target, 'GET', `${e.path}?sort=id&order=asc&offset=0&limit=2`);
  const p2 = await call(target, 'GET', `${e.path}?sort=id&order=asc&offset=1&limit=2`);
  const [a, b] = [p1.json as ListBody, p2.json as ListBody];
  if (a?.rows?.length === 2) {
    rec.expect(
      'offset/limit paging',
      b?.rows?.[0]?.id === a.rows[1]!.id && b.total === a.total,
      `offset=1 starts at id ${b?.rows?.[0]?.id}, expected ${a.rows[1]!.id}`,
      p2.curl,
    );
  }

  const r = e.resource ? findResource(e.resource) : undefined;
  const sample = body.rows[0];
  if (r && sample) {
    const term = String(sample[r.titleField] ?? '');
    const found = await call(target, 'GET', `${e.path}?search=${encodeURIComponent(term)}&limit=500`);
    const fb = found.json as ListBody;
    rec.expect(
      'search narrows and finds',
      fb?.total <= body.total && fb.rows.some((x) => x.id === sample.id),
      `search "${term}" gave total ${fb?.total} of ${body.total}`,
      found.curl,
    );
    const sorted = await call(target, 'GET', `${e.path}?sort=${r.titleField}&order=asc&limit=50`);
    const titles = ((sorted.json as ListBody)?.rows ?? []).map((x) => text(x[r.titleField]));
    rec.expect(`sorted by ${r.titleField}`, isSorted(titles), `order: ${titles.slice(0, 8).join(' | ')}`, sorted.curl);
  }
}

/** A detail of the first listed row, and the not-found envelope for an id that cannot exist. */
export async function checkDetail(rec: EndpointRecorder, e: Endpoint, target: Target, flags: RunFlags): Promise<void> {
  const list = await call(target, 'GET', `${endpointPath(`${e.resource}.list`)}?limit=1`);
  const id = (list.json as ListBody | undefined)?.rows?.[0]?.id;
  if (!id) {
    rec.skip('no rows to read');
    return;
  }
  const res = await call(target, 'GET', e.path.replace(':id', String(id)));
  if (checkResponse(rec, 'detail', res, e.response, flags)) {
    rec.expect(
      'detail is the listed row',
      (res.json as Row).id === id,
      `asked for ${id}, got ${(res.json as Row).id}`,
      res.curl,
    );
    checkV8Keys(rec, e.resource, [res.json as Row], res.curl);
  }
  const missing = await call(target, 'GET', e.path.replace(':id', '999999999'));
  rec.expect(
    'unknown id reads as not found',
    (missing.json as { status?: string })?.status === 'error',
    `got HTTP ${missing.status}: ${missing.text.slice(0, 120)}`,
    missing.curl,
  );
}

export async function checkSelectList(
  rec: EndpointRecorder,
  e: Endpoint,
  target: Target,
  flags: RunFlags,
): Promise<void> {
  const res = await call(target, 'GET', `${e.path}?page=1`);
  checkResponse(rec, 'select list', res, e.response, flags);
}
