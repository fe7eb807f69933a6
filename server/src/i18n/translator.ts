import { CATALOGUE } from './catalogue/index.js';
import type { Translated } from './languages.js';
import { compile, PLACEHOLDER, render, type Compiled, type Template } from './template.js';

const exact = new Map<string, Template>();
const patterns: Compiled[] = [];
for (const template of CATALOGUE) {
  if (new RegExp(PLACEHOLDER.source).test(template.en)) patterns.push(compile(template));
  else exact.set(template.en, template);
}

/**
 * An English server text in `lang`: an exact text by a Map lookup, else the first template whose
 * expression matches, its placeholders carried over. A text the catalogue does not know is returned
 * as it is, never blank.
 */
export function translateText(text: string, lang: Translated): string {
  const known = exact.get(text);
  if (known) return known[lang];
  const cache = recent[lang];
  const cached = cache.get(text);
  if (cached !== undefined) return cached;
  const translated = fromPattern(text, lang);
  // The same few validation texts come back again and again; a full cache starts over (no unbounded growth).
  if (cache.size >= CACHE_SIZE) cache.clear();
  cache.set(text, translated);
  return translated;
}

const CACHE_SIZE = 2000;
const recent: Record<Translated, Map<string, string>> = { fr: new Map(), de: new Map(), pt: new Map(), ar: new Map() };

function fromPattern(text: string, lang: Translated): string {
  for (const { regex, names, template, literal } of patterns) {
    if (!text.includes(literal)) continue;
    const match = regex.exec(text);
    if (!match) continue;
    const values = new Map(names.map((name, i) => [name.toLowerCase(), match[i + 1] ?? '']));
    return render(template, lang, values);
  }
  return text;
}

type Texts = string | readonly unknown[] | Record<string, unknown> | null | undefined;

/** `messages` as the envelope carries it: a text, field → texts (or a text), or null; keys stay as they are. */
export function translateMessages<T extends Texts>(messages: T, lang: Translated): T {
  if (typeof messages === 'string') return translateText(messages, lang) as T;
  if (Array.isArray(messages))
    return messages.map((m) => (typeof m === 'string' ? translateText(m, lang) : m)) as unknown as T;
  if (messages && typeof messages === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(messages)) {
      out[key] = typeof value === 'string' || Array.isArray(value) ? translateMessages(value as Texts, lang) : value;
    }
    return out as T;
  }
  return messages;
}
