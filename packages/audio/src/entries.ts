import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The engine's two entry files: the speech child process and the mixing/encoding worker. */
export type EntryName = "speech-process" | "mix-worker";

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
