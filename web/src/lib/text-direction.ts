/** A right-to-left letter (Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms). */
const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u;
/** A letter of any script. */
const LETTER = /\p{L}/u;

/**
 * The direction of a text by its first letter, as `dir="auto"` decides it (the first strong character),
 * or null when it has none (digits, punctuation, nothing).
 */
export function textDirection(text: string): 'ltr' | 'rtl' | null {
  for (const char of text) {
    if (RTL.test(char)) return 'rtl';
    if (LETTER.test(char)) return 'ltr';
  }
  return null;
}
