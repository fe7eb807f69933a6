/** What a server or client may put in `messages`: one text, field → text(s), or nothing. */
export type ToastMessages = string | Record<string, string | readonly string[] | null | undefined> | null | undefined;

/** One entry per message, whatever shape the envelope used (spec point 8). */
export function flattenMessages(messages: ToastMessages): string[] {
  if (messages === null || messages === undefined) return [];
  if (typeof messages === 'string') return [messages];
  return Object.values(messages).flatMap((value) => (value === null || value === undefined ? [] : [value].flat()));
}

/** A list of file types, as an upload refusal gives them: 'jpg, webp, png, gif, svg' (Arabic commas too). */
const FILE_TYPE_LIST = /^\s*[a-z0-9]{2,5}(\s*[,،]\s*[a-z0-9]{2,5})+\s*$/;

/**
 * The spec's toast formatting: parenthesized parts removed ('Asset created (id 3)' → 'Asset created')
 * and the first letter capitalized. Nested parentheses go from the inside out. A list of file types stays:
 * it is what spec point 5's own upload message says (the types a file may have), not an aside.
 */
export function toastText(text: string): string {
  let out = text;
  for (let previous = ''; previous !== out;) {
    previous = out;
    // The space before the parenthesis goes too, so 'created (id 3).' becomes 'created.'.
    out = out.replace(/\s*\(([^()]*)\)/g, (whole, inner: string) => (FILE_TYPE_LIST.test(inner) ? whole : ''));
  }
  out = out.replace(/\s{2,}/g, ' ').trim();
  return out.charAt(0).toUpperCase() + out.slice(1);
}

export const toastTexts = (messages: ToastMessages): string[] =>
  flattenMessages(messages)
    .map(toastText)
    .filter((text) => text.length > 0);
