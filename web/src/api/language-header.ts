import i18next from 'i18next';

/**
 * The console's language for the server, read at each call: the server words its messages (validation,
 * success, login errors) in it, so switching the language changes the next answer's texts at once.
 */
export const languageHeaders = (): Record<string, string> => {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return language ? { 'Accept-Language': language } : {};
};
