import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { csvCell, csvText, csvValue, isMoneyColumn } from '@cmms/contracts';

const LANGS = ['en', 'fr', 'de', 'pt', 'ar'] as const;
const localeWords = (lang: string) =>
  (
    JSON.parse(
      readFileSync(new URL(`../../../web/public/locales/${lang}/translation.json`, import.meta.url), 'utf8'),
    ) as {
      common: { yes: string; no: string };
    }
  ).common;

describe('CSV cells (exports and the console download)', () => {
  it('neutralises cells a spreadsheet would run as a formula', () => {
    for (const cell of ['=HYPERLINK("http://x","y")', '+cmd|calc', '-2+3', '@SUM(A1)', '\tTAB', '\rCR']) {
      expect(csvCell(cell).replace(/^"/, '').startsWith("'")).toBe(true);
    }
    expect(csvCell('=1+2')).toBe("'=1+2");
  });

  it('leaves plain text and signed numbers alone, and quotes separators', () => {
    expect(csvCell('Pump 3')).toBe('Pump 3');
    expect(csvCell('-12.5')).toBe('-12.5');
    expect(csvCell('+973')).toBe('+973');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
  });

  it('is what the console download writes', () => {
    expect(csvText(['Name'], [['=cmd'], ['ok']])).toBe("\uFEFFName\r\n'=cmd\r\nok\r\n");
  });

  it.each(LANGS)('reads back the Yes and No the console writes in %s', (lang) => {
    const { yes, no } = localeWords(lang);
    const flag = { kind: 'boolean' } as const;
    expect([csvValue('requestable', flag, yes), csvValue('requestable', flag, no)]).toEqual(['1', '0']);
  });
});

describe('money columns', () => {
  it('are money fields, purchase costs and a maintenance’s cost, not other numbers', () => {
    const number = { kind: 'number' } as const;
    expect(isMoneyColumn('value', { kind: 'money' })).toBe(true);
    expect(isMoneyColumn('purchase_cost', number)).toBe(true);
    expect(isMoneyColumn('cost', number)).toBe(true);
    expect(isMoneyColumn('qty', number)).toBe(false);
    expect(isMoneyColumn('costs_count', number)).toBe(false);
  });
});
