/** The languages the server answers in; English is the real backend's wording and is never rewritten. */
export const SERVER_LANGUAGES = ['en', 'fr', 'de', 'pt', 'ar'] as const;
export type ServerLanguage = (typeof SERVER_LANGUAGES)[number];
export type Translated = Exclude<ServerLanguage, 'en'>;
export const TRANSLATED: readonly Translated[] = ['fr', 'de', 'pt', 'ar'];

const SUPPORTED = new Set<string>(SERVER_LANGUAGES);

/** `fr-FR`, `pt_BR`, `AR` → the supported base language, or null. */
export function baseLanguage(tag: string | null | undefined): ServerLanguage | null {
  const base = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return SUPPORTED.has(base) ? (base as ServerLanguage) : null;
}

/** The first supported tag of an `Accept-Language` header, by quality then order. */
export function acceptedLanguage(header: string | undefined): ServerLanguage | null {
  if (!header) return null;
  const ranked = header
    .slice(0, 512)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((t) => t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const lang = baseLanguage(tag);
    if (lang) return lang;
  }
  return null;
}

/** Laravel localises per user: the account's locale if it names a language we speak, else the browser's. */
export const requestLanguage = (userLocale: string | null | undefined, acceptLanguage: string | undefined) =>
  baseLanguage(userLocale) ?? acceptedLanguage(acceptLanguage) ?? 'en';
