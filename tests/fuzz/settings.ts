import fc from 'fast-check';

/**
 * One seed for every property, so a CI failure replays locally with `FUZZ_SEED=<seed>`; `FUZZ_RUNS`
 * scales the search (CI keeps the default small, a nightly or a local hunt can use hundreds).
 */
const DEFAULT_SEED = 20_260_315;
const DEFAULT_RUNS = 25;

const fromEnv = (name: string, fallback: number): number => {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isSafeInteger(n)) throw new Error(`${name} must be an integer, got '${raw}'`);
  return n;
};

export const FUZZ_SEED = fromEnv('FUZZ_SEED', DEFAULT_SEED);
export const FUZZ_RUNS = Math.max(1, fromEnv('FUZZ_RUNS', DEFAULT_RUNS));

let announced = false;
/** Printed once per file: the seed is what a failing CI log must give back to reproduce it. */
export function announceSeed(file: string): void {
  if (announced) return;
  announced = true;
  console.info(`[fuzz] ${file}: FUZZ_SEED=${FUZZ_SEED} FUZZ_RUNS=${FUZZ_RUNS}`);
}

/**
 * Parameters for `fc.assert`. `scale` trims properties whose runs are expensive (10 MB bodies).
 * fast-check's failure report already carries seed, path and counterexample; the extra line says
 * how to replay the whole file with the same seed.
 */
export function fuzzParams<T>(scale = 1): fc.Parameters<T> {
  return {
    seed: FUZZ_SEED,
    numRuns: Math.max(1, Math.round(FUZZ_RUNS * scale)),
    reporter: (details) => {
      if (details.failed) {
        const cause = details.errorInstance instanceof Error ? details.errorInstance.message : '';
        throw new Error(
          `${fc.defaultReportMessage(details)}\nReplay: FUZZ_SEED=${FUZZ_SEED} FUZZ_RUNS=${FUZZ_RUNS}\n\n${cause}`,
        );
      }
    },
  };
}
