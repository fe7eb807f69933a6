import { describe, expect, it } from 'vitest';
import { flattenMessages, toastText, toastTexts } from '../../../../web/src/toast/toast-text';

describe('toast text (spec point 8)', () => {
  it('removes parenthesized parts and capitalizes the first letter', () => {
    expect(toastText('Asset created (id 3)')).toBe('Asset created');
    expect(toastText('asset created (id 3).')).toBe('Asset created.');
    expect(toastText('the name (as typed (twice)) is taken')).toBe('The name is taken');
    expect(toastText('  network Error ')).toBe('Network Error');
    expect(toastText('')).toBe('');
  });

  it('keeps texts that have nothing to remove', () => {
    expect(toastText('Manufacturer created successfully.')).toBe('Manufacturer created successfully.');
    expect(toastText('Depreciation class created successfully. :)')).toBe(
      'Depreciation class created successfully. :)',
    );
  });

  it("keeps spec point 5's list of file types: it is the message, not an aside", () => {
    const upload = 'Please select a valid file type (jpg, webp, png, gif, svg) within 2500MB.';
    expect(toastText(upload)).toBe(upload);
    const arabic = 'يُرجى اختيار ملف من نوع صالح (pdf, doc, docx, jpg) لا يتجاوز 2500MB.';
    expect(toastText(arabic)).toBe(arabic);
    const arabicCommas = 'يرجى اختيار نوع ملف صالح (jpg، webp، png، gif، svg) بحجم لا يتجاوز 2500 ميغابايت.';
    expect(toastText(arabicCommas)).toBe(arabicCommas);
    expect(toastText('Saved (jpg, png) (id 3).')).toBe('Saved (jpg, png).');
  });

  it('flattens a text, field → text and field → texts into one entry per message', () => {
    expect(flattenMessages('Saved')).toEqual(['Saved']);
    expect(flattenMessages(null)).toEqual([]);
    expect(flattenMessages(undefined)).toEqual([]);
    expect(
      flattenMessages({
        name: ['The name field is required.', 'The name must be at least 2 characters.'],
        url: 'bad url',
      }),
    ).toEqual(['The name field is required.', 'The name must be at least 2 characters.', 'bad url']);
  });

  it('formats every flattened message and drops the ones that end up empty', () => {
    expect(toastTexts({ name: ['the name field is required (create)'], other: '(nothing)' })).toEqual([
      'The name field is required',
    ]);
  });
});
