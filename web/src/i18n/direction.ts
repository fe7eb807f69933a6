import { readText, writeText } from '../lib/storage';
import type { Direction } from './languages';

const KEY = 'direction';

/** Persisted so the first paint after a reload is already mirrored (spec point 4). */
export const storedDirection = (): Direction => (readText(KEY) === 'rtl' ? 'rtl' : 'ltr');

export function applyDirection(direction: Direction, language?: string): void {
  writeText(KEY, direction);
  document.documentElement.dir = direction;
  if (language) document.documentElement.lang = language;
}
