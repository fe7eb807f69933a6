import { readText, removeKey, writeText } from '../../../lib/storage';

/** The spec keeps the chosen SLA's id in local storage (point 9) without naming the key: this is ours. */
export const SLA_ID_KEY = 'slaId';

/** The SLA last opened, or null. */
export function chosenSlaId(): number | null {
  const text = readText(SLA_ID_KEY);
  return text !== null && /^\d{1,15}$/.test(text) ? Number(text) : null;
}

export const chooseSla = (id: number): void => writeText(SLA_ID_KEY, String(id));
export const forgetSla = (): void => removeKey(SLA_ID_KEY);
