import { readText, writeText } from './storage';

/**
 * The console's "now": the browser's clock plus the server's offset when a demo session's clock was moved
 * forward (issue 30's time travel), so today, countdowns and calendars follow the server's dates. Stored
 * (the demo menu writes it from the server's demo status, then reloads), so the first paint uses it.
 */
const KEY = 'demoClockOffset';
let offsetMs = Number(readText(KEY) ?? 0) || 0;

export const appNow = (): number => Date.now() + offsetMs;

export const clockOffset = (): number => offsetMs;

export function setClockOffset(ms: number): void {
  offsetMs = ms;
  writeText(KEY, String(ms));
}
