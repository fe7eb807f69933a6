import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ToastMessages } from '../toast/toast-text';
import { RequestError } from './request-error';
import { asEnvelope, IDLE, type CycleState } from './request-cycle';

/**
 * The toasts' code (zag's toast store) arrives when a cycle first ends, not with the first screen: the login
 * form paints without it. Later cycles find it loaded (one microtask).
 */
let toastsModule: Promise<typeof import('../toast/notify')> | undefined;
/** One promise for every cycle: its callbacks run in the order the cycles ended. */
const loadToasts = () => (toastsModule ??= import('../toast/notify'));

export type CycleOutcome<T> = { ok: true; data: T } | { ok: false; error: ToastMessages; data: T | null };

interface CycleOptions {
  /** Quiet cycles keep the state but leave the toasts to the caller (background reads). */
  toasts?: boolean;
  /** Errors still toast, but a success is shown in place by the caller (a checklist tap: no toast per tap). */
  successToasts?: boolean;
  /**
   * Whether leaving the screen aborts the calls still running (default). Reads go through SWR, which
   * shares one call among every screen asking for the same key: aborting it when one of them unmounts
   * (React's strict-mode remount, a quick navigation) would leave the others with an aborted answer.
   */
  abortOnUnmount?: boolean;
}

/**
 * The request cycle every screen runs (spec point 4): loading → success | failure. Starting clears
 * the previous messages; a success envelope's messages become `success` and show green toasts; an
 * error envelope's messages, or the client failure text, become `error` and show red toasts. A
 * success takes down the red toasts this cycle left (a form saved at last has no errors to show).
 */
export function useRequestCycle(options: CycleOptions = {}) {
  const { t } = useTranslation();
  const [state, setState] = useState<CycleState>(IDLE);
  const mounted = useRef(true);
  const controllers = useRef(new Set<AbortController>());
  /** This cycle's error toasts still up: its next success takes them down. */
  const errorToasts = useRef<string[]>([]);
  const toasts = options.toasts ?? true;
  const successToasts = options.successToasts ?? true;
  const abortOnUnmount = options.abortOnUnmount ?? true;

  useEffect(() => {
    mounted.current = true;
    const live = controllers.current;
    return () => {
      mounted.current = false;
      if (abortOnUnmount) for (const controller of live) controller.abort();
    };
  }, [abortOnUnmount]);

  const failureText = useCallback(
    (error: unknown): string => {
      if (error instanceof RequestError) {
        if (error.failure === 'network') return t('errors.network');
        if (error.failure === 'aborted') return t('errors.aborted');
        return t('errors.status', { status: error.status });
      }
      return error instanceof Error ? error.message : String(error);
    },
    [t],
  );

  const run = useCallback(
    async <T>(call: (signal: AbortSignal) => Promise<T>): Promise<CycleOutcome<T>> => {
      const controller = new AbortController();
      controllers.current.add(controller);
      setState({ status: 'loading', error: null, success: null });
      const finish = (next: CycleState, kind: 'success' | 'error', messages: ToastMessages) => {
        // After unmount nobody sees the state, and an abort on leaving the page is not news.
        if (!mounted.current) return;
        setState(next);
        if (!toasts || (kind === 'success' && !successToasts)) return;
        void loadToasts().then(({ dismissToasts, notify }) => {
          if (kind === 'success') dismissToasts(errorToasts.current.splice(0));
          const ids = notify(kind, messages);
          if (kind === 'error') errorToasts.current.push(...ids);
        });
      };
      try {
        const data = await call(controller.signal);
        const envelope = asEnvelope(data);
        if (envelope?.status === 'error') {
          finish({ status: 'failed', error: envelope.messages, success: null }, 'error', envelope.messages);
          return { ok: false, error: envelope.messages, data };
        }
        const success = envelope?.messages ?? null;
        finish({ status: 'succeeded', error: null, success }, 'success', success);
        return { ok: true, data };
      } catch (error) {
        const text = failureText(error);
        finish({ status: 'failed', error: text, success: null }, 'error', text);
        return { ok: false, error: text, data: null };
      } finally {
        controllers.current.delete(controller);
      }
    },
    [failureText, toasts, successToasts],
  );

  const resetSuccess = useCallback(() => setState((s) => ({ ...s, success: null })), []);

  return { ...state, loading: state.status === 'loading', run, resetSuccess };
}
