import i18n from 'i18next';
import HttpBackend from 'i18next-http-backend';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { applyDirection, hasStoredDirection, storedDirection } from './direction';
import { DEFAULT_LANGUAGE, directionOf, SUPPORTED_LANGUAGES } from './languages';

// Mirror the layout before the translations arrive, from the last session's choice.
applyDirection(storedDirection());

// Choosing a language sets its direction; the detected one at start keeps the stored direction, which
// the isRTL layout setting may have set against the language (spec point 3).
let starting = hasStoredDirection();
i18n.on('languageChanged', (language) => {
  applyDirection(starting ? storedDirection() : directionOf(language), language);
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
    fallbackLng: DEFAULT_LANGUAGE,
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
