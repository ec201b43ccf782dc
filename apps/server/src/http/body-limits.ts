import { AI_UPLOAD_PATH } from "@onepercent/api/rest";
import { messages } from "@onepercent/validators";
import type { Context, Hono, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "./request-info";

/** The paths whose request bodies are limited: the API, and the legacy paths outside /api. */
const LIMITED_PATHS = [
  "/api/*",
  "/trpc/*",
  "/users/*",
  "/ai/*",
  "/journal",
  "/roles-and-goals",
  "/roles-and-goals/*",
  "/two-week-planner/*",
  "/daily-check-in",
  "/breathwork",
  "/breathwork/*",
  "/relaxation/*",
  "/routines",
  "/routines/*",
];

/** Refuses a request body past `maxBytes` (413) on every path that reads one. */
export function limitBodies(app: Hono<AppEnv>, maxBytes: number): void {
  const payloadTooLarge = (c: Context<AppEnv>) => c.json({ message: messages.payloadTooLarge }, 413);
  const limit = bodyLimit({ maxSize: maxBytes, onError: payloadTooLarge });
  // A declared length is checked from the header; only a chunked body is counted as it is read
  // (hono's bodyLimit builds a full fetch Request for that, so it runs only then).
  const tooLarge: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    // A recording upload has its own, larger limit, checked the same two ways (files/ai-upload.ts).
    if (c.req.method === "POST" && c.req.path === AI_UPLOAD_PATH) return next();
    const length = c.req.header("content-length");
    if (c.req.header("transfer-encoding") !== undefined || length === undefined) return limit(c, next);
    return Number(length) > maxBytes ? payloadTooLarge(c) : next();
  };
  for (const path of LIMITED_PATHS) app.use(path, tooLarge);
}
