import { MOCK_DELAY_CAP_MS, MOCK_FAILS, type DelayRange, type MockFail } from '@cmms/contracts/dev-switches/endpoints';

/**
 * What a switch's values read as, from a header, an environment variable or the panel's body:
 * a delay is `800` or `200-1200` (ms, at most {@link MOCK_DELAY_CAP_MS}); a failure one of MOCK_FAILS.
 * Anything else is `undefined` (not a switch), so a typo never fails a call by accident.
 */
export function parseDelay(raw: unknown): DelayRange | undefined {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  const match = /^(\d{1,6})(?:\s*-\s*(\d{1,6}))?$/.exec(text);
  if (!match) return undefined;
  const min = Number(match[1]);
  const max = match[2] === undefined ? min : Number(match[2]);
  if (max < min || max > MOCK_DELAY_CAP_MS) return undefined;
  return { min, max };
}

export const parseFail = (raw: unknown): MockFail | undefined => {
  const text = typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim().toLowerCase() : '';
  return (MOCK_FAILS as readonly string[]).includes(text) ? (text as MockFail) : undefined;
};

/** A count of calls, 1 to 1000. */
export const parseCount = (raw: unknown): number | undefined => {
  const text = typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : '';
  if (!/^\d{1,4}$/.test(text)) return undefined;
  const n = Number(text);
  return n >= 1 && n <= 1000 ? n : undefined;
};

/** A delay to wait: uniform over the range. */
export const pickDelay = (range: DelayRange): number =>
  range.min + Math.floor(Math.random() * (range.max - range.min + 1));

export const describeDelay = (range: DelayRange): string =>
  range.min === range.max ? String(range.min) : `${range.min}-${range.max}`;

const flag = (value: string | undefined) => /^(1|true|on|yes)$/i.test(value?.trim() ?? '');

export interface DevConfig {
  /** Development mode: switches honoured. */
  enabled: boolean;
  /** Whole-server switches (MOCK_DELAY, MOCK_FAIL, MOCK_FAIL_RATE), only in development mode. */
  server: { delay: DelayRange | null; fail: MockFail | null; rate: number } | null;
}

/**
 * Development mode is `MOCK_DEV=1` (or true/on/yes), which `npm run dev` sets for its API server and
 * nothing else does: `npm start`, Docker and the tests run without it, so there the switches are refused.
 * A bad MOCK_DELAY or MOCK_FAIL stops the start with a message rather than being ignored.
 */
export function readDevConfig(env: NodeJS.ProcessEnv = process.env): DevConfig {
  if (!flag(env.MOCK_DEV)) return { enabled: false, server: null };
  const delayText = env.MOCK_DELAY?.trim() ?? '';
  const failText = env.MOCK_FAIL?.trim() ?? '';
  const rateText = env.MOCK_FAIL_RATE?.trim() ?? '';
  const delay = delayText ? parseDelay(delayText) : null;
  const fail = failText ? parseFail(failText) : null;
  const rate = rateText ? Number(rateText) : 1;
  if (delay === undefined)
    throw new Error(`MOCK_DELAY must be ms up to ${MOCK_DELAY_CAP_MS} or a range (200-1200), not '${delayText}'`);
  if (fail === undefined) throw new Error(`MOCK_FAIL must be one of ${MOCK_FAILS.join(', ')}, not '${failText}'`);
  if (!Number.isFinite(rate) || rate < 0 || rate > 1)
    throw new Error(`MOCK_FAIL_RATE must be between 0 and 1, not '${rateText}'`);
  return { enabled: true, server: delay || fail ? { delay, fail, rate } : null };
}
