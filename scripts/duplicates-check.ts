/**
 * `npm run lint:duplicates` (part of `npm run lint`; decision 029): repeated code must not grow.
 * Runs jscpd with `.jscpd.json` (six or more lines, at least 30 tokens, that match token for token,
 * over the source outside tests, fixtures, e2e, migrations and generated files) and compares the
 * number of clone pairs with `.jscpd-baseline.json`, jscpd's fingerprint file: more clones than
 * the baseline holds fails and prints the clones the baseline does not know.
 * `--update` rewrites the baseline from this run (after removing repetition, or for a repetition
 * that is deliberate: say why in the commit).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";

const BASELINE = ".jscpd-baseline.json";
const update = process.argv.includes("--update");

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const field = (value: unknown, key: string): unknown => (isRecord(value) ? value[key] : undefined);

const numberAt = (value: unknown, ...path: string[]): number => {
  const found = path.reduce(field, value);
  return typeof found === "number" ? found : 0;
};

/** Clone pairs the baseline allows: the sum of its fingerprint counts. */
const baselineCount = (): number => {
  if (!existsSync(BASELINE)) return 0;
  const fingerprints = field(JSON.parse(readFileSync(BASELINE, "utf8")), "fingerprints");
  if (!isRecord(fingerprints)) return 0;
  return Object.values(fingerprints).reduce<number>((sum, n) => sum + (typeof n === "number" ? n : 0), 0);
};

const place = (file: unknown): string =>
  `${String(field(file, "name"))}:${numberAt(file, "startLoc", "line")}-${numberAt(file, "endLoc", "line")}`;

if (!update && !existsSync(BASELINE)) {
  console.error(`duplicates: no ${BASELINE}: create it with npm run lint:duplicates -- --update`);
  process.exit(1);
}
const allowed = baselineCount();
const output = mkdtempSync(join(tmpdir(), "jscpd-"));
try {
  const jscpd = createRequire(import.meta.url).resolve("jscpd/run-jscpd.js");
  const args = ["-c", ".jscpd.json", "--baseline", BASELINE, "-r", "json", "-o", output, "--silent", "--no-tips"];
  const run = spawnSync(process.execPath, [jscpd, ...args, ...(update ? ["--update-baseline"] : [])], {
    encoding: "utf8",
  });
  if (run.status !== 0) {
    process.stderr.write(run.stdout + run.stderr);
    throw new Error(`jscpd exited with ${run.status ?? run.signal}`);
  }
  const report: unknown = JSON.parse(readFileSync(join(output, "jscpd-report.json"), "utf8"));
  const clones = numberAt(report, "statistics", "total", "clones");
  const duplicates = field(report, "duplicates");
  const list = Array.isArray(duplicates) ? duplicates : [];
  if (update) {
    console.log(`duplicates: baseline ${BASELINE} rewritten: ${clones} clone pairs (was ${allowed})`);
  } else if (clones > allowed) {
    console.error(`duplicates: ${clones} clone pairs, the baseline allows ${allowed} (${BASELINE}).`);
    console.error("Clones the baseline does not know (six or more lines written twice):");
    for (const clone of list.filter((c) => field(c, "isNew") === true)) {
      console.error(`  ${place(field(clone, "firstFile"))} ~ ${place(field(clone, "secondFile"))}`);
    }
    console.error("Share the code instead; a deliberate repetition: npm run lint:duplicates -- --update");
    process.exitCode = 1;
  } else if (clones < allowed) {
    console.log(`duplicates: ${clones} clone pairs, fewer than the baseline's ${allowed}: lower it with`);
    console.log("  npm run lint:duplicates -- --update");
  } else {
    console.log(`duplicates: ${clones} clone pairs, as in the baseline`);
  }
} catch (error) {
  console.error(`duplicates: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  rmSync(output, { recursive: true, force: true });
}
