import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The top-level drizzle/ folder. Found by walking up from this module (source) or from the
 * running script (bundled server), so it works from any working directory.
 */
export function migrationsFolder(): string {
  const starts = [path.dirname(fileURLToPath(import.meta.url)), path.dirname(process.argv[1] ?? ".")];
  for (const start of starts) {
    let dir = start;
    for (;;) {
      const candidate = path.join(dir, "drizzle", "meta", "_journal.json");
      if (existsSync(candidate)) return path.join(dir, "drizzle");
      const parent = path.dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  throw new Error("Cannot find the drizzle/ migrations folder");
}
