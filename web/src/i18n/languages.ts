/** Interface languages (spec point 1 and 9); Arabic is the right-to-left one. */
export const LANGUAGES = [
  { code: 'en', dir: 'ltr' },
  { code: 'fr', dir: 'ltr' },
  { code: 'de', dir: 'ltr' },
  { code: 'pt', dir: 'ltr' },
  { code: 'ar', dir: 'rtl' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export type Direction = 'ltr' | 'rtl';

export const SUPPORTED_LANGUAGES: LanguageCode[] = LANGUAGES.map((l) => l.code);
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export const directionOf = (language: string | undefined): Direction =>
  LANGUAGES.find((l) => l.code === language?.slice(0, 2))?.dir ?? 'ltr';
