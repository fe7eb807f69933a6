import { Component, useCallback, useEffect, useState, type ReactNode } from 'react';
import { LoginPage } from '../auth/login-page';
import { ErrorScreen } from './error-screen';

/** What the route error screen would show, for an error thrown while the login page alone is up. */
class LoginErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return <ErrorScreen text={error instanceof Error ? error.message : String(error)} />;
  }
}

/** Where RequireAuth sent the visitor from, as react-router keeps it in the history entry (a reload of /login). */
const storedFrom = (): string => {
  const state = window.history.state as { usr?: { from?: unknown } | null } | null;
  const from = state?.usr?.from;
  return typeof from === 'string' ? from : '/';
};

/**
 * A page load that starts at /login shows the login page alone, without a router: react-router, the
 * console's route table and the resource declarations (whose zod schemas are most of a phone's first-load
 * CPU time) are not needed to sign in. Leaving /login (signed in, or the browser's back button) hands over
 * to the full router (app.tsx), created from the address left.
 */
export default function LoginApp({ onLeave }: { onLeave: () => void | Promise<void> }) {
  const [from] = useState(storedFrom);
  const go = useCallback(
    (to: string) => {
      window.history.replaceState(null, '', to);
      return onLeave();
    },
    [onLeave],
  );
  useEffect(() => {
    const left = () => {
      if (window.location.pathname !== '/login') onLeave();
    };
    window.addEventListener('popstate', left);
    return () => window.removeEventListener('popstate', left);
  }, [onLeave]);
  return (
    <LoginErrorBoundary>
      <LoginPage from={from} go={go} />
    </LoginErrorBoundary>
  );
}
