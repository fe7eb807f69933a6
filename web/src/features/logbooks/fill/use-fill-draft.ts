import { useCallback, useEffect, useRef, useState } from 'react';
import { callEndpoint } from '../../../api/http';

export type DraftState = 'idle' | 'saving' | 'saved' | 'failed';
type Data = Record<string, unknown>;

const newUuid = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/**
 * The entry being filled: resumed from the caller's draft of this logbook on the server (so another device
 * finds it too), else new with a fresh client uuid. The uuid names both the draft and the entry, so a
 * resent save or submit never makes a second one. Saves go as the person types, debounced.
 */
export function useFillDraft(loggerId: number, delay = 700) {
  const [ready, setReady] = useState(false);
  const [data, setData] = useState<Data>({});
  const [state, setState] = useState<DraftState>('idle');
  const [uuid, setUuid] = useState('');
  const [formVersionId, setFormVersionId] = useState<number | null>(null);
  const rev = useRef<number | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const pending = useRef<Data | null>(null);
  const latest = useRef<Data>({});

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const [drafts, recent] = await Promise.all([
          callEndpoint('logbooks.drafts', {}, { query: { limit: 100 } }),
          callEndpoint(
            'logbooks.submissions',
            {},
            {
              query: { logger_id: loggerId, limit: 50 },
            },
          ),
        ]);
        // Either list may answer the error envelope instead (its declared other answer): no rows then.
        const sent = new Set(('rows' in recent ? recent.rows : []).map((s) => s.client_uuid));
        // A draft whose entry went in already is finished: a new entry starts.
        const draft = ('rows' in drafts ? drafts.rows : []).find(
          (d) => d.logger?.id === loggerId && !sent.has(d.client_uuid),
        );
        if (!live) return;
        if (draft) {
          setUuid(draft.client_uuid);
          setData(draft.data);
          latest.current = draft.data;
          rev.current = draft.rev;
          setFormVersionId(draft.form_version_id);
          setState('saved');
        } else setUuid(newUuid());
      } catch {
        if (live) setUuid(newUuid());
      }
      if (live) setReady(true);
    })();
    return () => {
      live = false;
    };
  }, [loggerId]);

  const save = useCallback(
    async (values: Data) => {
      setState('saving');
      try {
        const answer = await callEndpoint(
          'logbooks.draft-save',
          { client_uuid: uuid },
          {
            method: 'PUT',
            body: { logger_id: loggerId, data: values, ...(rev.current !== null ? { rev: rev.current } : {}) },
          },
        );
        if (answer.status === 'success' && answer.payload) {
          rev.current = answer.payload.rev;
          setState('saved');
        } else {
          // Changed elsewhere (another device): keep what is typed here, on top of its newest revision.
          rev.current = null;
          setState('failed');
        }
      } catch {
        setState('failed');
      }
    },
    [loggerId, uuid],
  );

  const change = useCallback(
    (path: string, value: unknown) => {
      setData((current) => {
        const [head, tail] = path.split('.') as [string, string | undefined];
        const next = { ...current };
        if (tail === undefined) {
          if (value === undefined) delete next[head];
          else next[head] = value;
        } else {
          const section = { ...((next[head] as Data | undefined) ?? {}) };
          if (value === undefined) delete section[tail];
          else section[tail] = value;
          next[head] = section;
        }
        latest.current = next;
        pending.current = next;
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => {
          pending.current = null;
          void save(next);
        }, delay);
        return next;
      });
    },
    [delay, save],
  );

  /** Sends a save still waiting for its pause (before a submit, or leaving the screen). */
  const flush = useCallback(async () => {
    window.clearTimeout(timer.current);
    if (pending.current) {
      const values = pending.current;
      pending.current = null;
      await save(values);
    }
  }, [save]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  /** After a submit: the next entry gets its own uuid and starts empty. */
  const restart = useCallback(() => {
    window.clearTimeout(timer.current);
    pending.current = null;
    rev.current = null;
    latest.current = {};
    setData({});
    setUuid(newUuid());
    setFormVersionId(null);
    setState('idle');
  }, []);

  return { ready, data, state, uuid, formVersionId, change, flush, restart, latest };
}
