/**
 * `npm run size`: the gzip size of the JavaScript the app loads, each against its budget in
 * `size-budget.json` (bytes, gzip; decision 030). Fails (exit 1) when one is over its budget or
 * has none.
 * - A first visit to a page: the entry chunk, the app it imports after the first paint
 *   (src/app.tsx), the lazy chunks of the page's route files, and every chunk they import statically.
 * - Each route's lazy chunks (component, error component) and what they import statically, less
 *   what the entry and the app already loaded: what a navigation to the route fetches.
 * `--update` rewrites the budgets as today's sizes plus 10 %, a page's first load never above the
 * spec's 160 kB (a route added, or a growth that is deliberate: say why in the commit).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { z } from "zod";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(root, "dist");
const budgetFile = path.join(root, "size-budget.json");
const manifestFile = path.join(dist, ".vite/manifest.json");
if (!existsSync(manifestFile)) throw new Error("No build found: run npm run build first.");

const HEADROOM = 1.1;
/** The spec's ceiling for a page's first load (decision 005): no budget goes above it. */
const FIRST_LOAD_MAX = 160 * 1024;
const update = process.argv.includes("--update");

const Chunk = z.object({
  file: z.string(),
  isEntry: z.boolean().optional(),
  imports: z.array(z.string()).optional(),
});
const manifest = z.record(z.string(), Chunk).parse(JSON.parse(readFileSync(manifestFile, "utf8")));

const Budgets = z.object({
  firstLoad: z.record(z.string(), z.number().int().positive()),
  routes: z.record(z.string(), z.number().int().positive()),
});
type Budgets = z.infer<typeof Budgets>;

/** The route files a page's first load runs, from the root down. */
const pages: Record<string, string[]> = {
  "/": ["src/routes/index.tsx"],
  "/login": ["src/routes/login.tsx"],
  "/new-profile": ["src/routes/new-profile.tsx"],
  "/dashboard": ["src/routes/_authed.tsx", "src/routes/_authed/dashboard.tsx"],
};

function collect(key: string, seen: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return;
  seen.add(key);
  for (const imported of chunk.imports ?? []) collect(imported, seen);
}

/** The manifest keys of a route file's lazy chunks (`src/routes/x.tsx?tsr-split=component`, …). */
const routeKeys = (file: string) => Object.keys(manifest).filter((key) => key === file || key.startsWith(`${file}?`));

const gzipBytes = (keys: Set<string>) =>
  [...keys].reduce((total, key) => {
    const file = manifest[key]?.file;
    return file?.endsWith(".js") ? total + gzipSync(readFileSync(path.join(dist, file))).length : total;
  }, 0);

const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entry) throw new Error("The manifest has no entry chunk");
const shell = new Set<string>();
collect(entry, shell);
collect("src/app.tsx", shell);

const firstLoad: Record<string, number> = {};
for (const [page, routeFiles] of Object.entries(pages)) {
  const keys = new Set(shell);
  for (const key of routeFiles.flatMap(routeKeys)) collect(key, keys);
  firstLoad[page] = gzipBytes(keys);
}

const routeFiles = [...new Set(Object.keys(manifest).flatMap((key) => key.match(/^src\/routes\/[^?]+/) ?? []))].sort();
const routes: Record<string, number> = {};
for (const file of routeFiles) {
  const keys = new Set<string>();
  for (const key of routeKeys(file)) collect(key, keys);
  for (const loaded of shell) keys.delete(loaded);
  routes[file] = gzipBytes(keys);
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(6)} kB`;

if (update) {
  const withHeadroom = (sizes: Record<string, number>, max = Number.POSITIVE_INFINITY) =>
    Object.fromEntries(
      Object.entries(sizes).map(([name, bytes]) => [name, Math.min(max, Math.ceil(bytes * HEADROOM))]),
    );
  const budgets: Budgets = { firstLoad: withHeadroom(firstLoad, FIRST_LOAD_MAX), routes: withHeadroom(routes) };
  writeFileSync(budgetFile, `${JSON.stringify(budgets, null, 2)}\n`);
  console.log(`Budgets rewritten (today's sizes plus ${Math.round((HEADROOM - 1) * 100)} %): ${budgetFile}`);
} else {
  const budgets = existsSync(budgetFile)
    ? Budgets.parse(JSON.parse(readFileSync(budgetFile, "utf8")))
    : { firstLoad: {}, routes: {} };
  const failures: string[] = [];
  const report = (title: string, sizes: Record<string, number>, limits: Record<string, number>) => {
    console.log(title);
    for (const [name, bytes] of Object.entries(sizes)) {
      const budget = limits[name];
      const verdict = budget === undefined ? "NO budget" : bytes <= budget ? "within budget" : "OVER budget";
      console.log(`  ${name.padEnd(48)} ${kB(bytes)}  budget ${budget === undefined ? "-" : kB(budget)}  ${verdict}`);
      if (budget === undefined) failures.push(`${name} has no budget (${bytes} bytes)`);
      else if (bytes > budget) failures.push(`${name} is ${bytes} bytes gzip, over its budget of ${budget}`);
    }
    for (const name of Object.keys(limits).filter((name) => !(name in sizes))) {
      console.log(`  ${name}: budgeted but not in the build any more (npm run size -- --update drops it)`);
    }
  };
  report("First-load JavaScript of a page, gzip:", firstLoad, budgets.firstLoad);
  report("JavaScript a navigation to each route fetches (beyond the app's shell), gzip:", routes, budgets.routes);
  if (failures.length > 0) {
    console.error(`\nnpm run size: ${failures.length} over budget or without one (apps/web/size-budget.json):`);
    for (const failure of failures) console.error(`  ${failure}`);
    console.error(
      "Make it smaller (lazy-load, share, drop a dependency); a deliberate growth: npm run size -- --update",
    );
    process.exitCode = 1;
  }
}
