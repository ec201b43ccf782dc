/**
 * How much the fuzz tests try (issue 25): a fixed seed and a modest number of runs per entry, so
 * that `npm test` is deterministic and quick; `FUZZ_SEED` (a number, or `random`) and `FUZZ_RUNS`
 * override them (`npm run fuzz` runs more, with a random seed).
 */
export interface FuzzSettings {
  seed: number;
  runs: number;
}

const DEFAULT_FUZZ_SEED = 25_2025;
const DEFAULT_FUZZ_RUNS = 8;

function seedOf(text: string | undefined): number {
  if (text === undefined || text === "") return DEFAULT_FUZZ_SEED;
  if (text === "random") return Math.floor(Math.random() * 2 ** 31);
  const seed = Number(text);
  if (!Number.isSafeInteger(seed)) throw new Error(`FUZZ_SEED must be an integer or "random", not ${text}`);
  return seed;
}

function runsOf(text: string | undefined): number {
  if (text === undefined || text === "") return DEFAULT_FUZZ_RUNS;
  const runs = Number(text);
  if (!Number.isSafeInteger(runs) || runs < 1) throw new Error(`FUZZ_RUNS must be a positive integer, not ${text}`);
  return runs;
}

export function fuzzSettings(env: NodeJS.ProcessEnv = process.env): FuzzSettings {
  return { seed: seedOf(env.FUZZ_SEED), runs: runsOf(env.FUZZ_RUNS) };
}

/** What to paste to run the same inputs again. */
export const replayHint = ({ seed, runs }: FuzzSettings) =>
  `FUZZ_SEED=${seed} FUZZ_RUNS=${runs} npx vitest run --project int fuzz-access`;
