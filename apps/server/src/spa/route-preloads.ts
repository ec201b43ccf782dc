import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const Manifest = z.record(
  z.string(),
  z.object({ file: z.string(), isEntry: z.boolean().optional(), imports: z.array(z.string()).optional() }),
);

/** The module the entry (src/main.tsx) imports once the first paint is done. */
const APP_MODULE = "src/app.tsx";

/**
 * `<link rel="modulepreload">` tags for the app and the code-split chunks of the page being
 * opened, so the browser fetches them alongside the entry chunk instead of after it runs.
 * They are fetched at low priority: the entry chunk comes first, and the splash paints
 * without waiting for them (docs/decisions/005).
 * Built from Vite's manifest: a path's first segment names its route file (`src/routes/<segment>.tsx`, or under
 * the signed-in layout `src/routes/_authed/<segment>.tsx`).
 */
export function routePreloader(webDist: string, indexHtml: string): (pathname: string) => string {
  const manifestFile = path.join(webDist, ".vite/manifest.json");
  if (!existsSync(manifestFile)) return () => "";
  const manifest = Manifest.parse(JSON.parse(readFileSync(manifestFile, "utf8")));
  const keys = Object.keys(manifest);
  const cache = new Map<string, string>();

  const collect = (key: string, files: Set<string>) => {
    const chunk = manifest[key];
    // The entry and what index.html already preloads are left out.
    if (!chunk || chunk.isEntry || files.has(chunk.file) || indexHtml.includes(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, files);
  };

  const tagsFor = (files: Set<string>) =>
    [...files].map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`).join("");
  // The app itself: the entry imports it once the splash has painted.
  const appFiles = new Set<string>();
  collect(APP_MODULE, appFiles);
  const appTags = tagsFor(appFiles);

  return (pathname) => {
    const segment = pathname.split("/")[1] || "index";
    if (!/^[a-z0-9-]+$/.test(segment)) return appTags;
    const cached = cache.get(segment);
    if (cached !== undefined) return cached;
    const routeFiles = [`src/routes/${segment}.tsx`, "src/routes/_authed.tsx", `src/routes/_authed/${segment}.tsx`];
    const matches = (file: string) => keys.filter((key) => key === file || key.startsWith(`${file}?`));
    const own = matches(routeFiles[0] ?? "");
    const authed = matches(routeFiles[2] ?? "");
    const chosen = own.length > 0 ? own : authed.length > 0 ? [...matches(routeFiles[1] ?? ""), ...authed] : [];
    const files = new Set(appFiles);
    for (const key of chosen) collect(key, files);
    const tags = tagsFor(files);
    if (cache.size < 200) cache.set(segment, tags);
    return tags;
  };
}
