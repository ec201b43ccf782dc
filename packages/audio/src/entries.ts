import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker, type WorkerOptions } from "node:worker_threads";

/** The engine's entry files: the speech child process, the mixing/encoding worker, the media inspection worker. */
export type EntryName = "speech-process" | "mix-worker" | "inspect-worker";

export interface Entry {
  url: URL;
  /** True when the file is TypeScript source (tests, `npm run dev`): it is loaded through tsx. */
  source: boolean;
}

/**
 * Where an entry lives. The server's bundle puts `<name>.js` beside dist/main.js (build.mjs),
 * which is where this module then is; from source, `<name>.ts` sits beside this file.
 */
export function entryOf(name: EntryName): Entry {
  const bundled = new URL(`./${name}.js`, import.meta.url);
  if (existsSync(fileURLToPath(bundled))) return { url: bundled, source: false };
  return { url: new URL(`./${name}.ts`, import.meta.url), source: true };
}

/** tsx's loader (for `node --import`) and its API module (to register it inside a worker). */
export const tsxLoader = () => import.meta.resolve("tsx");
export const tsxApi = () => import.meta.resolve("tsx/esm/api");

/** A worker thread running an entry: the bundled file as it is, the TypeScript source through tsx. */
export function startEntryWorker(name: EntryName, options: WorkerOptions = {}): Worker {
  const entry = entryOf(name);
  if (!entry.source) return new Worker(entry.url, options);
  const bootstrap = `import(${JSON.stringify(tsxApi())}).then(({ register }) => { register(); return import(${JSON.stringify(entry.url.href)}); })`;
  return new Worker(bootstrap, { ...options, eval: true });
}
