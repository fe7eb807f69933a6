export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Runs `fn` `times` times and keeps the median of each numeric field. */
export async function medianOf<T extends Record<string, number>>(times: number, fn: () => Promise<T>): Promise<T> {
  const runs: T[] = [];
  for (let i = 0; i < times; i++) runs.push(await fn());
  const keys = Object.keys(runs[0]!) as (keyof T)[];
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k] as number))])) as T;
}
