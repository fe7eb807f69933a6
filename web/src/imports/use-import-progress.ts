import { useEffect, useState } from 'react';
import type { ImportProgress } from '@cmms/contracts';
import { callEndpoint } from '../api/http';

const POLL_MS = 500;

/**
 * While `active` (the import request is running), asks the server every half second how far the
 * import has got. Quiet: a missed poll shows no toast, the next one tries again.
 */
export function useImportProgress(id: number, active: boolean): ImportProgress | null {
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  useEffect(() => {
    if (!active) {
      setProgress(null);
      return;
    }
    const controller = new AbortController();
    const poll = async () => {
      try {
        const next = await callEndpoint<ImportProgress>('imports.progress', { id }, { signal: controller.signal });
        if (!controller.signal.aborted && next.running) setProgress(next);
      } catch {
        // The import's own request reports failures.
      }
    };
    const timer = window.setInterval(() => void poll(), POLL_MS);
    void poll();
    return () => {
      controller.abort();
      window.clearInterval(timer);
    };
  }, [id, active]);
  return progress;
}
