import { accessRefusal, resolveSession } from "@onepercent/api";
import { type RestResult, type RestRoute, restError, restRoutes, runRestRow } from "@onepercent/api/rest";
import { messages } from "@onepercent/validators";
import type { Hono, Context as HonoContext } from "hono";
import type { HandlerDeps } from "./handler-deps";
import { buildContext } from "./request-context";
import { type AppEnv, bearerToken } from "./request-info";
import { loggedPath } from "./request-log";
import { bearerTransport } from "./session-cookie";

const MALFORMED = Symbol("malformed JSON");

/** The JSON body ({} when empty), or MALFORMED. */
async function readJson(c: HonoContext<AppEnv>): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    return MALFORMED;
  }
}

/** A REST answer: JSON, never cached. */
export function send(result: RestResult): Response {
  return new Response(JSON.stringify(result.body), {
    status: result.status,
    headers: { ...result.headers, "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
  });
}

/**
 * Mounts every row of the legacy REST table. REST clients authenticate with bearer tokens only;
 * each row's access is checked before its body is read.
 */
export function mountRestRoutes(app: Hono<AppEnv>, deps: HandlerDeps, routes: RestRoute[] = restRoutes): void {
  for (const route of routes) {
    app.on(route.method, route.path, async (c) => {
      // Access first: a caller without the right session learns nothing about the input.
      const bearer = bearerToken(c);
      const auth = bearer === undefined ? null : await resolveSession(deps.db, deps.api.tokenSigningKey, { bearer });
      const refusal = accessRefusal(route.access, auth);
      if (refusal) return send(restError(refusal));
      const body = route.method === "GET" ? {} : await readJson(c);
      if (body === MALFORMED) return send({ status: 400, body: { message: messages.malformedJson }, headers: {} });
      const context = buildContext(c, deps, { auth, transport: bearerTransport(deps.api.tokenSigningKey) });
      const request = {
        params: c.req.param(),
        query: c.req.query(),
        body,
        idempotencyKey: c.req.header("idempotency-key"),
      };
      const result = await runRestRow(route, request, context);
      if (result.failure !== undefined) {
        deps.logger.error(
          { err: result.failure, path: loggedPath(c.req.path), requestId: c.get("requestId") },
          "request failed",
        );
      }
      return send(result);
    });
  }
}
