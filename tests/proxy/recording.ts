import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Anonymiser } from './anonymise.js';
import type { FakeValues } from './fake-values.js';
import type { CheckedCall } from './proxy-server.js';

/** One recorded call: what was asked (anonymised) and the anonymised answer. */
export interface RecordedCall {
  seq: number;
  endpoint: string | null;
  resource: string | null;
  kind: string | null;
  method: string;
  path: string;
  query: Record<string, string>;
  status: number;
  body: unknown;
}

/** The recording's table of contents: one entry per file, in call order. */
export interface RecordingIndex {
  format: 'cmms-recording/1';
  calls: { seq: number; file: string; endpoint: string | null; method: string; path: string; status: number }[];
}

export const INDEX_FILE = 'index.json';

/** Path parameters that are personal data themselves (`hardware/byserial/:serial`). */
const PRIVATE_PARAMS: Record<string, (fake: FakeValues, v: string) => string> = {
  serial: (fake, v) => fake.serial(v),
  email: (fake, v) => fake.email(v),
  username: (fake, v) => fake.username(v),
};

/**
 * Writes each checked call with a JSON answer as `calls/<seq>-<endpoint>.json`, anonymised, and keeps
 * `index.json` up to date after each one, so a recording stopped by Ctrl+C is whole.
 */
export class Recorder {
  private readonly index: RecordingIndex = { format: 'cmms-recording/1', calls: [] };
  private readonly dir: string;
  private readonly anonymiser: Anonymiser;
  private readonly fake: FakeValues;
  constructor(dir: string, anonymiser: Anonymiser, fake: FakeValues) {
    this.dir = dir;
    this.anonymiser = anonymiser;
    this.fake = fake;
    mkdirSync(join(dir, 'calls'), { recursive: true });
  }

  add(call: CheckedCall): void {
    const { endpoint, exchange } = call;
    if (exchange.responseJson === undefined) return;
    const seq = this.index.calls.length + 1;
    const url = new URL(exchange.url, 'http://proxy.local');
    let path = url.pathname;
    for (const [name, value] of Object.entries(call.params)) {
      const swap = PRIVATE_PARAMS[name];
      if (swap) path = path.replace(encodeURIComponent(value), encodeURIComponent(swap(this.fake, value)));
    }
    const query = Object.fromEntries(
      [...url.searchParams.keys()].map((k) => {
        const v = url.searchParams.get(k)!;
        return [k, k === 'search' ? this.fake.personName(v) : v];
      }),
    );
    const record: RecordedCall = {
      seq,
      endpoint: endpoint?.id ?? null,
      resource: endpoint?.resource ?? null,
      kind: endpoint?.kind ?? null,
      method: exchange.method,
      path,
      query,
      status: exchange.status,
      body: this.anonymiser.body(exchange.responseJson, endpoint?.resource),
    };
    const file = `calls/${String(seq).padStart(6, '0')}-${(endpoint?.id ?? 'unmatched').replace(/[^\w.-]/g, '_')}.json`;
    writeFileSync(join(this.dir, file), `${JSON.stringify(record, null, 2)}\n`);
    this.index.calls.push({ seq, file, endpoint: record.endpoint, method: record.method, path, status: record.status });
    writeFileSync(join(this.dir, INDEX_FILE), `${JSON.stringify(this.index, null, 2)}\n`);
  }

  /**
   * At the end of a run: names learnt from later answers are swapped out of the texts of earlier ones
   * too (a contract's title naming a site recorded before the sites list).
   */
  finish(): void {
    for (const { file } of this.index.calls) {
      const path = join(this.dir, file);
      const record = JSON.parse(readFileSync(path, 'utf8')) as RecordedCall;
      const body = mapStrings(record.body, (s) => this.anonymiser.scrub(s));
      writeFileSync(path, `${JSON.stringify({ ...record, body }, null, 2)}\n`);
    }
  }
}

/** Every string of a JSON value passed through `text`. */
const mapStrings = (value: unknown, text: (s: string) => string): unknown =>
  typeof value === 'string'
    ? text(value)
    : Array.isArray(value)
      ? value.map((v) => mapStrings(v, text))
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, text)]))
        : value;

/** The calls of a recording, in order. */
export function readRecording(dir: string): RecordedCall[] {
  const index = JSON.parse(readFileSync(join(dir, INDEX_FILE), 'utf8')) as RecordingIndex;
  if (index.format !== 'cmms-recording/1') throw new Error(`${dir}/${INDEX_FILE} is not a recording this tool wrote`);
  return index.calls.map((c) => JSON.parse(readFileSync(join(dir, c.file), 'utf8')) as RecordedCall);
}
