const DAY_MS = 86_400_000;

/**
 * Waits out the last minutes of the UTC day (the server's day) when a test bound to "today" would
 * straddle midnight: a plan due today turns missed, and a seed made yesterday has nothing due today.
 */
export async function clearOfMidnight(marginMs = 5 * 60_000): Promise<void> {
  const left = DAY_MS - (Date.now() % DAY_MS);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 2_000));
}

/** Today's UTC date, yyyy-MM-dd, as the server counts days. */
export const utcToday = (): string => new Date().toISOString().slice(0, 10);
