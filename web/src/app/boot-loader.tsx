import { Logo } from '../components/logo';

/**
 * The loader before any Chakra system is installed (a load that starts at a signed-in page, while the app's
 * code arrives): index.html's own loader, drawn by its inline styles, so it needs no theme.
 */
export function BootLoader() {
  return (
    <div className="boot-loader" data-testid="full-screen-loader" role="status" aria-busy="true" aria-label="Maintix">
      <Logo width={350} height={150} />
      <div className="bars">
        <span />
        <span />
        <span />
      </div>
    </div>
  );
}
