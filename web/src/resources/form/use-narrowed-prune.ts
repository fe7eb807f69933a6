import { useEffect, useRef } from 'react';
import type { ListResponse, Row } from '@cmms/contracts';
import { callEndpoint } from '../../api/http';
import type { Query } from '../../api/query';

/** As many target rows as a list answers at once (the server's cap). */
const ALL = 500;

/**
 * When the field a narrowed select follows changes (locations added or removed), the chosen ids the new
 * filter no longer finds are dropped (assets no longer at the chosen locations). Ids are kept when the
 * filter matches more rows than one page shows: the server's check has the last word then.
 */
export function useNarrowedPrune(
  ref: string,
  narrow: Query | null | undefined,
  value: readonly number[],
  onKeep: (kept: number[]) => void,
): void {
  const narrowKey = narrow ? JSON.stringify(narrow) : '';
  const seen = useRef(narrowKey);
  const latest = useRef({ value, onKeep });
  latest.current = { value, onKeep };

  useEffect(() => {
    if (!narrow || narrowKey === seen.current) return;
    seen.current = narrowKey;
    if (latest.current.value.length === 0) return;
    const controller = new AbortController();
    void callEndpoint<ListResponse<Row>>(
      `${ref}.list`,
      {},
      { query: { ...narrow, limit: ALL, offset: 0 }, signal: controller.signal },
    )
      .then((answer) => {
        if (!Array.isArray(answer.rows) || answer.total > answer.rows.length) return;
        const allowed = new Set(answer.rows.map((row) => row.id));
        const { value: current, onKeep: keep } = latest.current;
        const kept = current.filter((id) => allowed.has(id));
        if (kept.length !== current.length) keep(kept);
      })
      .catch(() => undefined);
    return () => controller.abort();
    // `narrowKey` stands for `narrow`'s content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ref, narrowKey]);
}
