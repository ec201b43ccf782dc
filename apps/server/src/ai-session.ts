import { accessRefusal, type Context, resolveSession } from "@onepercent/api";
import { restError } from "@onepercent/api/rest";
import type { ValidatedSession } from "@onepercent/auth";
import { messages, SESSION_COOKIE } from "@onepercent/validators";
import type { Context as HonoContext } from "hono";
import { getCookie } from "hono/cookie";
import type { HandlerDeps } from "./handler-deps";
import { buildContext } from "./request-context";
import { type AppEnv, bearerToken } from "./request-info";
import { send } from "./rest-handler";
import { CSRF_HEADER, isCrossSite, publicOriginOf } from "./security";
import { bearerTransport } from "./session-cookie";

/** The caller of an AI route, or the answer that refuses them. */
export type AiCaller = { auth: ValidatedSession; ctx: Context } | { refusal: Response };

/**
 * The caller of one of the AI routes, checked before anything is read: the session comes from a
 * bearer token (REST clients) or the cookie (the web app); none is 401. A write that rides on the
 * cookie must come from our own site with the web client's header (as /trpc requires), else 403.
 */
export async function aiCaller(c: HonoContext<AppEnv>, deps: HandlerDeps, write: boolean): Promise<AiCaller> {
  const bearer = bearerToken(c);
  const cookie = bearer === undefined ? getCookie(c, SESSION_COOKIE) : undefined;
  const auth = await resolveSession(deps.db, deps.api.tokenSigningKey, { bearer, cookie });
  const refusal = accessRefusal("user", auth);
  if (!auth || refusal) return { refusal: send(restError(refusal)) };
  if (write && bearer === undefined && (isCrossSite(c, publicOriginOf(deps.publicUrl)) || !c.req.header(CSRF_HEADER))) {
    return { refusal: c.json({ message: messages.crossSiteRequest }, 403) };
  }
  const ctx = buildContext(c, deps, { auth, transport: bearerTransport(deps.api.tokenSigningKey) });
  return { auth, ctx };
}
