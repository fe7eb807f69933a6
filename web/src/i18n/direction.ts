import { readText, writeText } from '../lib/storage';
import type { Direction } from './languages';

const KEY = 'direction';
const listeners = new Set<(direction: Direction) => void>();

/** Persisted so the first paint after a reload is already mirrored (spec points 4 and 9). */
export const storedDirection = (): Direction => (readText(KEY) === 'rtl' ? 'rtl' : 'ltr');

export function applyDirection(direction: Direction, language?: string): void {
  writeText(KEY, direction);
  document.documentElement.dir = direction;
  if (language) document.documentElement.lang = language;
  for (const listener of listeners) listener(direction);
}

/** The layout settings follow the direction, whether a language or the isRTL setting changed it. */
export function onDirectionChange(listener: (direction: Direction) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
