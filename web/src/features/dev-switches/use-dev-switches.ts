import useSWR from 'swr';
import type { DevSwitchState } from '@cmms/contracts/dev-switches/endpoints';
import { callEndpoint } from '../../api/http';

/** The server's switches, read again every few seconds (counts go down as calls are made); null when refused. */
export function useDevSwitches() {
  return useSWR<DevSwitchState | null>(
    'dev-switches',
    async () => {
      try {
        return await callEndpoint<DevSwitchState>('devSwitches.state');
      } catch {
        // A server without the switches (a real backend) or not answering: no badge, no panel.
        return null;
      }
    },
    { refreshInterval: 3_000 },
  );
}
