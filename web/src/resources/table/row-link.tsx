import { useCallback, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * A link inside a table row as a plain anchor: a router `Link` runs several hooks on every render,
 * and a page of 100 rows carries 300 of them. The table's `useRowLinkClicks` handler turns a plain
 * click on one into a client-side navigation; a middle click or ctrl-click still opens a new tab.
 */
export function RowLink({ to, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return <a href={to} data-row-link="" {...rest} />;
}

/** One click handler for a table's (or cards') container that follows its `RowLink`s in the app. */
export function useRowLinkClicks() {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const target = event.target instanceof Element ? event.target.closest('a[data-row-link]') : null;
      const href = target?.getAttribute('href');
      if (!href) return;
      event.preventDefault();
      void navigate(href);
    },
    [navigate],
  );
}
