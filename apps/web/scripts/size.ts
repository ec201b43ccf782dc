/**
 * `npm run size`: the gzip size of the JavaScript a first visit to a page loads: the entry
 * chunk, the app it imports after the first paint (src/app.tsx), the lazy chunks of the
 * page's route files, and every chunk they import statically.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { z } from "zod";

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../dist");
const manifestFile = path.join(dist, ".vite/manifest.json");
if (!existsSync(manifestFile)) throw new Error("No build found: run npm run build first.");

const Chunk = z.object({
  file: z.string(),
  isEntry: z.boolean().optional(),
  imports: z.array(z.string()).optional(),
});
const manifest = z.record(z.string(), Chunk).parse(JSON.parse(readFileSync(manifestFile, "utf8")));

/** The route files a page's first load runs, from the root down. */
const pages: Record<string, string[]> = {
  "/": ["src/routes/index.tsx"],
  "/login": ["src/routes/login.tsx"],
  "/new-profile": ["src/routes/new-profile.tsx"],
  "/dashboard": ["src/routes/_authed.tsx", "src/routes/_authed/dashboard.tsx"],
};
const BUDGET_KB = 160;

function collect(key: string, seen: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return;
  seen.add(key);
  for (const imported of chunk.imports ?? []) collect(imported, seen);
}

const gzipKb = (keys: Set<string>) =>
  [...keys].reduce((total, key) => {
    const file = manifest[key]?.file;
    return file?.endsWith(".js") ? total + gzipSync(readFileSync(path.join(dist, file))).length / 1024 : total;
  }, 0);

const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entry) throw new Error("The manifest has no entry chunk");

console.log(`First-load JavaScript, gzip (budget ${BUDGET_KB} kB):`);
for (const [page, routeFiles] of Object.entries(pages)) {
  const keys = new Set<string>();
  collect(entry, keys);
  collect("src/app.tsx", keys);
  for (const key of Object.keys(manifest)) {
    if (routeFiles.some((file) => key === file || key.startsWith(`${file}?`))) collect(key, keys);
  }
  const size = gzipKb(keys);
  const verdict = size <= BUDGET_KB ? "within budget" : "OVER budget";
  console.log(`  ${page.padEnd(14)} ${size.toFixed(1).padStart(7)} kB  (${keys.size} chunks, ${verdict})`);
}
