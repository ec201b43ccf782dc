import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { routePreloader } from "./route-preloads";

const dist = mkdtempSync(path.join(tmpdir(), "route-preloads-"));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

mkdirSync(path.join(dist, ".vite"));
writeFileSync(
  path.join(dist, ".vite/manifest.json"),
  JSON.stringify({
    "index.html": { file: "assets/index-1.js", isEntry: true },
    "src/app.tsx": { file: "assets/app-1.js", imports: ["_react.js"] },
    "_react.js": { file: "assets/react-1.js" },
    "_button.js": { file: "assets/button-1.js", imports: ["_react.js"] },
    "src/routes/login.tsx?tsr-split=component": { file: "assets/login-1.js", imports: ["_button.js"] },
    "src/routes/_authed.tsx?tsr-split=component": { file: "assets/authed-1.js", imports: ["_button.js"] },
    "src/routes/_authed/dashboard.tsx?tsr-split=component": { file: "assets/dashboard-1.js" },
  }),
);
const indexHtml = '<head><script type="module" src="/assets/index-1.js"></script></head>';
const preloadsFor = routePreloader(dist, indexHtml);
const hrefs = (tags: string) => [...tags.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);

describe("routePreloader", () => {
  it("preloads the app and the opened page's chunks with what they import, each once", () => {
    expect(hrefs(preloadsFor("/login"))).toEqual([
      "/assets/app-1.js",
      "/assets/react-1.js",
      "/assets/login-1.js",
      "/assets/button-1.js",
    ]);
  });

  it("adds the signed-in layout for a page under it", () => {
    expect(hrefs(preloadsFor("/dashboard"))).toEqual([
      "/assets/app-1.js",
      "/assets/react-1.js",
      "/assets/authed-1.js",
      "/assets/button-1.js",
      "/assets/dashboard-1.js",
    ]);
  });

  it("fetches them at low priority, so the splash's own requests come first", () => {
    const tags = preloadsFor("/login").match(/<link [^>]+>/g) ?? [];
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag).toMatch(/^<link rel="modulepreload" crossorigin fetchpriority="low" href="/);
  });

  it("preloads only the app for unknown or odd paths, and never the entry index.html loads", () => {
    expect(hrefs(preloadsFor("/no-such-page"))).toEqual(["/assets/app-1.js", "/assets/react-1.js"]);
    expect(hrefs(preloadsFor("/%3Cscript%3E"))).toEqual(["/assets/app-1.js", "/assets/react-1.js"]);
    expect(preloadsFor("/login")).not.toContain("index-1.js");
  });

  it("preloads nothing without a build manifest", () => {
    expect(routePreloader(path.join(dist, "missing"), indexHtml)("/login")).toBe("");
  });
});
