import { attributeName, validationText as t } from '@cmms/contracts';

export type Quantity = { ok: true; value: number } | { ok: false; messages: Record<string, string[]> };

/** A checkout or checkin quantity: a whole number of at least 1, 1 when not sent. */
export function quantity(raw: unknown, key: string, fallback: number | null = 1): Quantity {
  const a = attributeName(key);
  if (raw === undefined || raw === null || raw === '') {
    return fallback === null ? { ok: false, messages: { [key]: [t.required(a)] } } : { ok: true, value: fallback };
  }
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*-?\d+\s*$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n)) return { ok: false, messages: { [key]: [t.integer(a)] } };
  if (n < 1) return { ok: false, messages: { [key]: [t.minValue(a, 1)] } };
  return { ok: true, value: n };
}
