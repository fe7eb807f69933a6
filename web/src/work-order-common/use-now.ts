import { useEffect, useState } from 'react';
import { appNow } from '../lib/app-now';

/** The current time, read again every minute: countdowns move on while a screen stays open. */
export function useNow(every = 60_000): number {
  const [now, setNow] = useState(() => appNow());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(appNow()), every);
    return () => window.clearInterval(timer);
  }, [every]);
  return now;
}
