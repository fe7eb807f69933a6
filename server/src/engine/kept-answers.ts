import type { Sqlite } from '@cmms/db';
import { clockOf } from '../clock.js';
import { writeVersions } from './write-versions.js';

/** Bytes of kept answers per database (a demo session has its own): a hundred wide pages; the oldest goes first. */
const BUDGET = 8 * 1024 * 1024;
/** A bigger answer (a page of 500 wide rows) is not worth holding. */
const LARGEST = 1024 * 1024;

interface Kept {
  second: number;
  tables: string[];
  version: string;
  body: Buffer;
}

/** What an answer depends on besides the tables: the caller, the language, the path with its query. */
export interface AnswerKey {
  /** The caller as the principal cache holds it: a changed account or group is a new object. */
  caller: object;
  lang: string;
  url: string;
}

export type KeptAnswer = (key: AnswerKey, compute: () => unknown) => Buffer;

const serials = new WeakMap<object, number>();
let nextSerial = 1;
const serialOf = (caller: object) => {
  let serial = serials.get(caller);
  if (serial === undefined) serials.set(caller, (serial = nextSerial++));
  return serial;
};

const stores = new WeakMap<Sqlite, KeptAnswer>();

/**
 * A list page's serialised answer, kept until a write to a table it read (issue 27: the console
 * revalidates the page it shows on every focus, and a front-end's app polls; shaping 25 asset rows and
 * serialising them cost five times the page's SQL). Exact like the kept totals: the tables are the ones
 * its statements and kept figures read, and the key holds the caller, the language and the app's clock
 * to the second (rows say whether they are overdue and how old they are).
 */
export function keptAnswers(sqlite: Sqlite): KeptAnswer {
  const existing = stores.get(sqlite);
  if (existing) return existing;
  const versions = writeVersions(sqlite);
  const answers = new Map<string, Kept>();
  let size = 0;
  const drop = (key: string) => {
    const kept = answers.get(key);
    if (!kept) return;
    answers.delete(key);
    size -= kept.body.length;
  };
  const answer: KeptAnswer = ({ caller, lang, url }, compute) => {
    const second = Math.floor(clockOf(sqlite)().getTime() / 1000);
    const key = `${serialOf(caller)}\u0000${lang}\u0000${url}`;
    const kept = answers.get(key);
    if (kept && kept.second === second && kept.version === versions.of(kept.tables)) {
      // Most recently used last: the budget drops the coldest first.
      answers.delete(key);
      answers.set(key, kept);
      return kept.body;
    }
    drop(key);
    const { value, tables } = versions.recording(compute);
    // Bytes, not a string: a kept answer is not encoded again on every send.
    const body = Buffer.from(JSON.stringify(value));
    if (body.length <= LARGEST && versions.canKeep()) {
      answers.set(key, { second, tables, version: versions.of(tables), body });
      size += body.length;
      for (const old of answers.keys()) {
        if (size <= BUDGET) break;
        drop(old);
      }
    }
    return body;
  };
  stores.set(sqlite, answer);
  return answer;
}
