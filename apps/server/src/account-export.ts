import { Readable } from "node:stream";
import { accessRefusal, exportAccountZip, reserveAccountExport, resolveSession } from "@onepercent/api";
import { restError } from "@onepercent/api/rest";
import { accountMessages, SESSION_COOKIE } from "@onepercent/validators";
import type { Hono } from "hono";
import { getCookie } from "hono/cookie";
import type { HandlerDeps } from "./handler-deps";
import { type AppEnv, bearerToken } from "./request-info";
import { send } from "./rest-handler";

export const ACCOUNT_EXPORT_PATH = "/api/account/export";

/**
 * GET /api/account/export (issue 16 part 5, "Download my data"): the caller's data as a ZIP
 * (onepercent-data-YYYY-MM-DD.zip) streamed as it is written, never cached. The session comes
 * from the cookie or a bearer token and is checked first (401 without one); each export counts
 * against the user's hourly allowance before anything is read (429 with Retry-After past it).
 */
export function mountAccountExport(app: Hono<AppEnv>, deps: HandlerDeps) {
  app.get(ACCOUNT_EXPORT_PATH, async (c) => {
    const bearer = bearerToken(c);
    const cookie = bearer === undefined ? getCookie(c, SESSION_COOKIE) : undefined;
    const auth = await resolveSession(deps.db, deps.api.tokenSigningKey, { bearer, cookie });
    const refusal = accessRefusal("user", auth);
    if (!auth || refusal) return send(restError(refusal));
    let exported: Awaited<ReturnType<typeof exportAccountZip>>;
    try {
      await reserveAccountExport(deps.db, auth.user.id);
      exported = await exportAccountZip(deps.db, deps.ai.storage, auth.user);
    } catch (error) {
      const answer = restError(error);
      if (answer.status >= 500) {
        deps.logger.error({ err: error, requestId: c.get("requestId") }, "data export failed");
        return c.json({ message: accountMessages.exportFailed }, 500);
      }
      return send(answer);
    }
    const { fileName, stream } = exported;
    stream.on("error", (error) => {
      // Past the headers nothing can be answered: the download ends broken and the error is logged.
      deps.logger.error({ err: error, requestId: c.get("requestId") }, "data export stream failed");
    });
    return new Response(Readable.toWeb(stream), {
      status: 200,
      headers: {
        "content-type": "application/zip",
        "content-disposition": `attachment; filename="${fileName}"`,
        "cache-control": "no-store",
        "x-content-type-options": "nosniff",
      },
    });
  });
}
