import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { isSignedIn } from './session-storage';
import { onSessionExpired } from './session-expired';

/** Unauthenticated users go to the login page, and come back to where they were after signing in. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { cache } = useSWRConfig();
  const [signedIn, setSignedIn] = useState(isSignedIn);

  useEffect(
    () =>
      onSessionExpired(() => {
        setSignedIn(false);
        // Another user may sign in next: nothing of this one's data may show from the cache.
        for (const key of [...cache.keys()]) cache.delete(key);
        void navigate('/login', { replace: true });
      }),
    [cache, navigate],
  );

  if (!signedIn) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return children;
}
