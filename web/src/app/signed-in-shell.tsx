import { RequireAuth } from '../auth/require-auth';
import { VerticalLayout } from '../layout/vertical-layout';
import { registerMenu } from './menu';

// The menu, its icons and the layout are code only a signed-in user needs: kept out of the login page's JS.
registerMenu();

/** Every screen but the login page renders inside this: signed in, in the layout. */
export function SignedInShell() {
  return (
    <RequireAuth>
      <VerticalLayout />
    </RequireAuth>
  );
}
