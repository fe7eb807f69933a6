import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { ThemeProvider } from 'next-themes';
import { SWRConfig } from 'swr';
import { useTranslation } from 'react-i18next';
import { directionOf } from '../i18n/languages';
import { useLayoutSettings } from '../layout/layout-settings';
import { BootLoader } from './boot-loader';
import { useSystem } from './system-store';

// Toasts' machinery (zag's toast store and its stack) is not needed to paint the login form.
const ToasterView = lazy(() => import('../toast/toaster-view').then((m) => ({ default: m.ToasterView })));

/**
 * The toast area mounts once the first screen has painted (toasts raised before it are kept by the
 * toaster's store and shown when it mounts): its code, asked for when the main thread is first idle, does
 * not compete with the login form's.
 */
function DeferredToasts() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setShown(true), 200);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(() => setShown(true), { timeout: 2000 });
    return () => window.cancelIdleCallback(idle);
  }, []);
  return shown ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null;
}

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
  const system = useSystem();
  // Until a system is installed (the signed-in app's code is on its way) only the plain loader shows.
  if (!system) return <BootLoader />;
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
          {/* The ability (CASL and the permission catalogue) is AbilityContext's default value: no provider here. */}
          {/* Errors are toasted by the request cycle: retrying or refetching on focus would repeat them. */}
          <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>
            {children}
            <DeferredToasts />
          </SWRConfig>
        </LanguageLocale>
      </ThemeProvider>
    </ChakraProvider>
  );
}
