import { useTranslation } from 'react-i18next';
import './skip-link.css';

/** The page's main region: the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first stop of the keyboard on every screen: hidden until focused, it jumps past the menu and
 * the navbar to the page's content.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      className="skip-link"
      href={`#${MAIN_CONTENT_ID}`}
      data-testid="skip-link"
      onClick={(event) => {
        // The router owns the URL's hash: move the focus without navigating.
        event.preventDefault();
        const main = document.getElementById(MAIN_CONTENT_ID);
        main?.focus();
        main?.scrollIntoView({ block: 'start' });
      }}
    >
      {t('layout.skipToContent')}
    </a>
  );
}
