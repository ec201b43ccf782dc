import { isSafe } from "redos-detector";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import * as validators from "./index";
import { adversarialRecipes } from "./testing/adversarial-texts";
import { slowestMatch, stopPatternTimer } from "./testing/pattern-timer";
import { exportedPatterns, filesBuildingPatterns, regexLiterals } from "./testing/regex-sources";

/*
 * Issue 25: no regular expression applied to client input backtracks catastrophically. Every regex
 * literal of validators, api and the server, every pattern validators exports and every pattern in
 * its zod schemas (zod's own e-mail, uuid and date formats included) is run against 100 kB texts
 * built to make a backtracking engine explode (testing/adversarial-texts.ts).
 *
 * The time bound is not a speed target (the project's tests never time speed): it tells linear
 * from catastrophic. A safe pattern reads 100 kB in well under a millisecond to a few; a
 * catastrophic one takes seconds to years. 100 ms per text lies far from both, on a loaded machine too.
 */
const BOUND_MS = 100;
/** A pattern still running after this long never finishes in practice: its worker is ended. */
const DEADLINE_MS = 10_000;

/**
 * Patterns the static analysis (redos-detector) cannot prove safe although they are, with why; the
 * timed check reads 100 kB of their adversarial texts in milliseconds. Keyed by their source.
 */
const SAFE_BY_REVIEW: Record<string, string> = {
  [z.regexes.email.source]:
    "zod's e-mail format, anchored at both ends; a run of local-part characters is split one way only",
  "\\b(i|i'm|i've|i'll|i am|me|my|we|we're|our|you've got|you got|got this|believe|can|strong|ready|confident|trust|proud|deserve|belong)\\b":
    "a list of words between word boundaries: the analysis runs out of steps on its many alternatives",
};

/** Files that build a RegExp at run time, and the export through which the walk finds what they build. */
const BUILT_AT_RUN_TIME: Record<string, string> = {
  "packages/validators/src/identity-statement.ts": "identityStemPatterns",
  "packages/validators/src/recovery.ts": "the .regex() check of the recovery code schema",
};

const patterns = [...regexLiterals(), ...exportedPatterns(validators)];
const named = patterns.map((found) => [`${found.where} ${String(found.pattern).slice(0, 60)}`, found.pattern] as const);

afterAll(stopPatternTimer);

describe("the regular expressions applied to client input", () => {
  it("are all found: literals of every tree, exported patterns, zod's formats", () => {
    const sources = patterns.map((found) => found.pattern.source);
    expect(patterns.length).toBeGreaterThan(40);
    expect(sources).toContain(String.raw`^(\d{4})-(\d{2})-(\d{2})$`);
    expect(sources.some((source) => source.includes("@"))).toBe(true);
    expect(sources.filter((source) => source.startsWith("^(?:I am"))).toHaveLength(1);
  });

  it("are built at run time only in files whose patterns are exported", () => {
    expect(filesBuildingPatterns()).toEqual(Object.keys(BUILT_AT_RUN_TIME).sort());
  });

  it.each(named)("%s: has no ambiguous repetition a backtracking engine can explode on", (_name, pattern) => {
    if (SAFE_BY_REVIEW[pattern.source] !== undefined) return;
    const result = isSafe(pattern);
    expect(result.safe, `redos-detector: ${result.error ?? "unsafe"}`).toBe(true);
  });

  it.each(named)(
    "%s: reads each 100 kB adversarial text within 100 ms",
    async (_name, pattern) => {
      const timing = await slowestMatch(pattern, adversarialRecipes(pattern), {
        boundMs: BOUND_MS,
        deadlineMs: DEADLINE_MS,
      });
      if (!timing.finished) throw new Error(`still running after ${DEADLINE_MS / 1000} s: catastrophic backtracking`);
      const [prefix = "", unit = "", ending = ""] = timing.recipe ?? [];
      expect(
        timing.ms,
        `slowest: ${JSON.stringify(prefix)} + ${JSON.stringify(unit)}… + ${JSON.stringify(ending)}`,
      ).toBeLessThan(BOUND_MS);
    },
    DEADLINE_MS + 5000,
  );
});
