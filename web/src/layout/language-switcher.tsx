import { lazy, Suspense, useState } from 'react';
import { LanguageButton } from './language-button';

const LanguageMenu = lazy(() => import('./language-menu'));

/**
 * Language names are shown in their own language so anyone can find theirs. The button paints at once;
 * its menu's code follows (after the login form, on a first load), and a click before it has arrived
 * opens the menu when it does.
 */
export function LanguageSwitcher() {
  const [asked, setAsked] = useState(false);
  return (
    <Suspense fallback={<LanguageButton aria-haspopup="menu" aria-expanded={false} onClick={() => setAsked(true)} />}>
      <LanguageMenu defaultOpen={asked} />
    </Suspense>
  );
}
