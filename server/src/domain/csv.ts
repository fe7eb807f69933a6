import { createReadStream } from 'node:fs';

/** Longest record the parser keeps: far beyond any row of an import, short of a file that is one huge cell. */
export const MAX_RECORD_CHARS = 1024 * 1024;

/** A record went past {@link MAX_RECORD_CHARS}; `line` is where it started (the header is line 1). */
export class CsvRecordTooLong extends Error {
  constructor(readonly line: number) {
    super(`CSV record at line ${line} is too long`);
  }
}

/**
 * RFC 4180 CSV, fed a piece at a time: quoted fields may hold commas, quotes ("") and line breaks;
 * CRLF or LF ends a record; a UTF-8 byte-order mark is dropped; blank lines are skipped. Memory stays
 * at one record however large the file.
 */
export class CsvParser {
  private record: string[] = [];
  private field = '';
  private recordChars = 0;
  private quoted = false;
  /** A quote seen at the end of a piece: an escaped quote or the closing one, decided by the next. */
  private pendingQuote = false;
  private pendingCr = false;
  private started = false;
  private records = 0;

  /** Complete records found in `text`; a record cut by the piece's end waits for the next. */
  push(text: string): string[][] {
    const out: string[][] = [];
    let input = text;
    if (!this.started && input.length > 0) {
      this.started = true;
      if (input.charCodeAt(0) === 0xfeff) input = input.slice(1);
    }
    for (let i = 0; i < input.length; i++) {
      const c = input[i]!;
      if (this.pendingCr) {
        this.pendingCr = false;
        if (c === '\n') continue;
      }
      if (this.pendingQuote) {
        this.pendingQuote = false;
        if (c === '"') {
          this.add('"');
          continue;
        }
        this.quoted = false;
      }
      if (this.quoted) {
        if (c === '"') this.pendingQuote = true;
        else this.add(c);
      } else if (c === '"' && this.field === '') this.quoted = true;
      else if (c === ',') {
        this.record.push(this.field);
        this.field = '';
      } else if (c === '\n' || c === '\r') {
        this.pendingCr = c === '\r';
        this.endRecord(out);
      } else this.add(c);
    }
    return out;
  }

  /** The last record, when the file does not end with a line break. */
  end(): string[][] {
    const out: string[][] = [];
    if (this.pendingQuote) this.quoted = false;
    if (this.field !== '' || this.record.length > 0) this.endRecord(out);
    return out;
  }

  private add(c: string): void {
    this.field += c;
    if (++this.recordChars > MAX_RECORD_CHARS) throw new CsvRecordTooLong(this.records + 1);
  }

  private endRecord(out: string[][]): void {
    this.record.push(this.field);
    if (this.record.length > 1 || this.record[0] !== '') {
      out.push(this.record);
      this.records++;
    }
    this.record = [];
    this.field = '';
    this.recordChars = 0;
  }
}

/** A whole CSV text at once (small inputs and tests). */
export function parseCsv(text: string): string[][] {
  const parser = new CsvParser();
  return [...parser.push(text), ...parser.end()];
}

/**
 * The records of a CSV file, read in 64 KiB pieces: the file is never held in memory, and each piece
 * is a turn of the event loop, so other requests are served while a large file is read.
 * `onRead` hears how many bytes have been read so far (import progress).
 */
export async function* csvRecords(path: string, onRead?: (bytes: number) => void): AsyncGenerator<string[]> {
  const parser = new CsvParser();
  const stream = createReadStream(path, { encoding: 'utf8', highWaterMark: 64 * 1024 });
  try {
    for await (const piece of stream as AsyncIterable<string>) {
      onRead?.(stream.bytesRead);
      yield* parser.push(piece);
    }
    yield* parser.end();
  } finally {
    stream.destroy();
  }
}
