import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono } from "hono";
import type { AppEnv } from "../http/request-info";
import { routePreloader } from "./route-preloads";

/** Paths that belong to the API even when a browser navigates to them. */
export const isApiPath = (pathname: string) =>
  pathname === "/trpc" || pathname.startsWith("/trpc/") || pathname.startsWith("/api/");

/**
 * A browser navigation: a GET that asks for HTML and carries no bearer token. Legacy REST
 * paths that equal SPA routes (ARCHITECTURE.md) then get the app, not the API.
 */
export function isNavigation(c: Context<AppEnv>): boolean {
  return (
    (c.req.method === "GET" || c.req.method === "HEAD") &&
    (c.req.header("accept") ?? "").includes("text/html") &&
    !c.req.header("authorization") &&
    !isApiPath(c.req.path)
  );
}

/**
 * Serves the built SPA: hashed assets with a long cache life, the other files revalidated,
 * index.html for every route.
 */
export function mountSpa(app: Hono<AppEnv>, webDist: string): (c: Context<AppEnv>) => Response | null {
  const indexFile = path.join(webDist, "index.html");
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, "utf8") : null;
  app.use(
    "/assets/*",
    serveStatic({
      root: webDist,
      precompressed: true,
      onFound: (_path, c) => {
        c.header("cache-control", "public, max-age=31536000, immutable");
      },
    }),
  );
  // Files outside assets/ keep their names from version to version (the service worker, the web
  // app manifest, the icons): the browser asks again each time (docs/decisions/033).
  const namedFiles = serveStatic<AppEnv>({
    root: webDist,
    onFound: (_path, c) => {
      c.header("cache-control", "no-cache");
    },
  });
  app.use("*", async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    if (isApiPath(c.req.path) || c.req.path === "/" || c.req.path === "/index.html") return next();
    return namedFiles(c, next);
  });
  const preloadsFor = routePreloader(webDist, indexHtml ?? "");
  return (c) => {
    if (!indexHtml) return null;
    c.header("cache-control", "no-cache");
    return c.html(indexHtml.replace("</head>", `${preloadsFor(c.req.path)}</head>`));
  };
}
