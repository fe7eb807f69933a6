import { describe, expect, it } from 'vitest';
import { offsetAfterLimitChange, offsetForPage, pageCount, pageIndexForOffset, visibleRange } from '@cmms/contracts';

describe('paging math (spec points 4 and 9)', () => {
  it('counts pages as total over limit rounded up, at least one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(101, 25)).toBe(5);
  });

  it('sets offset to page index times limit', () => {
    expect(offsetForPage(0, 10)).toBe(0);
    expect(offsetForPage(3, 25)).toBe(75);
    expect(pageIndexForOffset(75, 25)).toBe(3);
  });

  it('keeps the first visible row on screen when the limit changes', () => {
    // Rows 31-40 shown (offset 30); with 25 a page, row 31 is on the second page (offset 25).
    expect(offsetAfterLimitChange(30, 25)).toBe(25);
    expect(offsetAfterLimitChange(30, 100)).toBe(0);
    expect(offsetAfterLimitChange(50, 10)).toBe(50);
    for (const [offset, limit] of [
      [30, 25],
      [99, 50],
      [7, 5],
    ] as const) {
      const next = offsetAfterLimitChange(offset, limit);
      expect(next).toBeLessThanOrEqual(offset);
      expect(next + limit).toBeGreaterThan(offset);
    }
  });

  it("gives the footer's from/to/total", () => {
    expect(visibleRange(0, 10, 32)).toEqual({ from: 1, to: 10, total: 32 });
    expect(visibleRange(30, 2, 32)).toEqual({ from: 31, to: 32, total: 32 });
    expect(visibleRange(0, 0, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });
});
