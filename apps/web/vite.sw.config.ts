import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig, type Plugin } from "vite";

/**
 * The service worker's build, run after the app's (`npm run build`; docs/decisions/033): src/sw/sw.ts
 * becomes dist/sw.js, one classic script, with the list of files to precache written in as
 * `self.__WB_MANIFEST` (Workbox's name for it). The list is the app shell as just built: every
 * script and stylesheet, index.html, the manifest and the icons. Hashed files under assets/ need
 * no revision (a new version has a new name); the others carry a hash of their content.
 */
const dist = path.resolve(import.meta.dirname, "dist");
const SHELL_FILE = /\.(js|css|html|png|svg|webmanifest)$/;

const revisionOf = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex").slice(0, 16);

function shellEntries(): { url: string; revision: string | null }[] {
  const files = readdirSync(dist, { recursive: true, encoding: "utf8" })
    .map((name) => name.split(path.sep).join("/"))
    .filter((name) => SHELL_FILE.test(name) && !name.startsWith(".vite/") && name !== "sw.js")
    .sort();
  if (!files.includes("index.html")) throw new Error("No app build found in dist: vite build comes first.");
  return files.map((name) => ({
    url: `/${name}`,
    revision: name.startsWith("assets/") ? null : revisionOf(path.join(dist, name)),
  }));
}

/** Writes the list in when the build starts (not when the file is loaded: tools read this config with no build). */
const precacheList = (): Plugin => ({
  name: "precache-list",
  apply: "build",
  config: () => ({ define: { "self.__WB_MANIFEST": JSON.stringify(shellEntries()) } }),
});

export default defineConfig({
  publicDir: false,
  plugins: [precacheList()],
  build: {
    outDir: dist,
    emptyOutDir: false,
    copyPublicDir: false,
    target: "es2022",
    sourcemap: false,
    rolldownOptions: {
      input: path.resolve(import.meta.dirname, "src/sw/sw.ts"),
      output: { format: "iife", entryFileNames: "sw.js" },
    },
  },
});
