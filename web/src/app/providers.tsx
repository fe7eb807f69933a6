import { useEffect, type ReactNode } from 'react';
import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { ThemeProvider } from 'next-themes';
import { SWRConfig } from 'swr';
import { useTranslation } from 'react-i18next';
import { AbilityContext, appAbility } from '../auth/ability';
import { ToasterView } from '../toast/toaster-view';
import { directionOf } from '../i18n/languages';
import { useLayoutSettings } from '../layout/layout-settings';
import { system } from './system';

/**
 * Chakra's components take their direction from the locale: the interface language's, unless the
 * isRTL layout setting says otherwise (then a locale of that direction).
 */
function LanguageLocale({ children }: { children: ReactNode }) {
  const { t, i18n, ready } = useTranslation(undefined, { useSuspense: false });
  const { isRTL } = useLayoutSettings();
  useEffect(() => {
    if (ready) document.title = t('app.title');
  }, [ready, t]);
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const rtlLanguage = directionOf(language) === 'rtl';
  const locale = isRTL === rtlLanguage ? language : isRTL ? 'ar' : 'en';
  return <LocaleProvider locale={locale}>{children}</LocaleProvider>;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      {/* The skin is stored as 'light' | 'dark' under `skin` (spec point 9); no system preference. */}
      <ThemeProvider
        attribute="class"
        storageKey="skin"
        defaultTheme="light"
        enableSystem={false}
        disableTransitionOnChange
      >
        <LanguageLocale>
          <AbilityContext.Provider value={appAbility}>
            {/* Errors are toasted by the request cycle: retrying or refetching on focus would repeat them. */}
            <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>
              {children}
              <ToasterView />
            </SWRConfig>
          </AbilityContext.Provider>
        </LanguageLocale>
      </ThemeProvider>
    </ChakraProvider>
  );
}
