import i18n from 'i18next';
import HttpBackend from 'i18next-http-backend';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { followLanguageDirection, startDirection } from '../layout/layout-settings';
import { applyDirection, storedDirection } from './direction';
import { DEFAULT_LANGUAGE, directionOf, SUPPORTED_LANGUAGES } from './languages';

const isSupported = (code: string | undefined): boolean =>
  SUPPORTED_LANGUAGES.some((language) => language === code?.slice(0, 2));

// Mirror the layout before the translations arrive, from the last session's choice.
applyDirection(storedDirection());

// The language sets the direction, unless the isRTL layout setting chose one (spec point 3): that
// choice stands at start, and choosing another language drops it.
let starting = true;
i18n.on('languageChanged', (language) => {
  if (starting) applyDirection(startDirection(directionOf(language)), language);
  else {
    followLanguageDirection();
    applyDirection(directionOf(language), language);
  }
  starting = false;
});

/** Spec point 9: detection order, 10 parallel reads, 5 retries from 350 ms (i18next doubles the delay). */
export const i18nReady = i18n
  .use(HttpBackend)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    supportedLngs: SUPPORTED_LANGUAGES,
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    // Every locale file has every key (tests/unit/web/i18n/locales.test.ts): a supported language loads its own file
    // alone, not English's too (the first screen waited for both); any other language reads English.
    fallbackLng: (code) => (isSupported(code) ? [] : [DEFAULT_LANGUAGE]),
    ns: ['translation'],
    defaultNS: 'translation',
    maxParallelReads: 10,
    maxRetries: 5,
    retryTimeout: 350,
    backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
    detection: {
      order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
      caches: ['localStorage'],
    },
    interpolation: { escapeValue: false },
  });

export default i18n;
