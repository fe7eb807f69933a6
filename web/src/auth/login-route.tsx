import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LoginPage } from './login-page';

/** The login page inside the full console's router: back to where RequireAuth sent the visitor from. */
export function LoginRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '/';
  const go = useCallback((to: string) => navigate(to, { replace: true }), [navigate]);
  return <LoginPage from={from} go={go} />;
}
