import { accessRefusal } from "@onepercent/api";
import { type HostHandlerName, type HostRow, type RestRoute, restError, runRestRow } from "@onepercent/api/rest";
import { messages } from "@onepercent/validators";
import type { Handler, Hono, Context as HonoContext } from "hono";
import { checkSession, type Sessions } from "../auth/session";
import { bearerTransport } from "../auth/session-cookie";
import type { HostHandler } from "../http/host-handler";
import type { AppEnv } from "../http/request-info";
import { loggedPath } from "../http/request-log";
import { send } from "../http/rest-answer";
import { CSRF_HEADER, isCrossSite, publicOriginOf } from "../http/security";
import type { Logger } from "../runtime/logger";
import type { ContextOf } from "./request-context";

/** What the rows are answered with. */
export interface TableOptions {
  sessions: Sessions;
  contextOf: ContextOf;
  /** One handler for each host row. */
  handlers: Record<HostHandlerName, HostHandler>;
  logger: Logger;
  publicUrl: string | undefined;
}

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

/**
 * A procedure row. REST clients authenticate with bearer tokens only; the row's access is checked
 * before its body is read.
 */
function procedureRow(route: RestRoute, options: TableOptions): Handler<AppEnv> {
  const { sessions, contextOf, logger } = options;
  return async (c) => {
    // Access first: a caller without the right session learns nothing about the input.
    const checked = await checkSession(c, sessions, route.access, "bearer");
    if ("refusal" in checked) return checked.refusal;
    const body = route.method === "GET" ? {} : await readJson(c);
    if (body === MALFORMED) return send({ status: 400, body: { message: messages.malformedJson }, headers: {} });
    const context = contextOf(c, { auth: checked.auth, transport: bearerTransport(sessions.signingKey) });
    const request = {
      params: c.req.param(),
      query: c.req.query(),
      body,
      idempotencyKey: c.req.header("idempotency-key"),
    };
    const result = await runRestRow(route, request, context);
    if (result.failure !== undefined) {
      logger.error(
        { err: result.failure, path: loggedPath(c.req.path), requestId: c.get("requestId") },
        "request failed",
      );
    }
    return send(result);
  };
}

/**
 * A host row: a public one is answered without reading a session; otherwise the session comes
 * from a bearer token (REST clients) or the cookie (the web app) and is checked before anything
 * is read. A write that rides on the cookie must come from our own site with the web client's
 * header (as /trpc requires), else 403.
 */
function hostRow(row: HostRow, options: TableOptions): Handler<AppEnv> {
  const { sessions, contextOf } = options;
  const handler = options.handlers[row.handler];
  if ("anyone" in handler !== (row.access === "public")) {
    throw new Error(`${row.method} ${row.path} is ${row.access}, but its handler ${row.handler} says otherwise`);
  }
  const allowedOrigin = publicOriginOf(options.publicUrl);
  return async (c) => {
    if ("anyone" in handler) return handler.anyone(c);
    const checked = await checkSession(c, sessions, row.access, "bearer-or-cookie");
    if ("refusal" in checked) return checked.refusal;
    const { auth, bearer } = checked;
    // Never without one here: a row that is not public was refused above.
    if (!auth) return send(restError(accessRefusal("user", auth)));
    if (row.method !== "GET" && bearer === undefined && (isCrossSite(c, allowedOrigin) || !c.req.header(CSRF_HEADER))) {
      return c.json({ message: messages.crossSiteRequest }, 403);
    }
    const ctx = contextOf(c, { auth, transport: bearerTransport(sessions.signingKey) });
    return handler.signedIn(c, { auth, ctx });
  };
}

/**
 * Mounts rows of the REST table (docs/decisions/015-rest-rows.md): procedure rows and host rows
 * alike, each at its method and path, in the order given.
 */
export function mountTable(app: Hono<AppEnv>, rows: readonly (RestRoute | HostRow)[], options: TableOptions): void {
  for (const row of rows) {
    app.on(row.method, row.path, "handler" in row ? hostRow(row, options) : procedureRow(row, options));
  }
}
