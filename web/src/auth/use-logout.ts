import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { callEndpoint } from '../api/http';
import { useRequestCycle } from '../api/use-request-cycle';
import { refreshAbility } from './ability';
import { clearSession, storedRefreshToken } from './session-storage';

/** Tells the server first (the refresh token dies there), then forgets the session whatever it said. */
export function useLogout() {
  const navigate = useNavigate();
  const { cache } = useSWRConfig();
  const { run, loading } = useRequestCycle();
  const logout = useCallback(async () => {
    const refreshToken = storedRefreshToken() ?? undefined;
    await run((signal) => callEndpoint('jwt.logout', {}, { method: 'POST', body: { refreshToken }, signal }));
    clearSession();
    refreshAbility();
    for (const key of [...cache.keys()]) cache.delete(key);
    await navigate('/login', { replace: true });
  }, [cache, navigate, run]);
  return { logout, loading };
}
