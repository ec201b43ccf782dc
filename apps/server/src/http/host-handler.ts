import type { Context } from "@onepercent/api";
import type { ValidatedSession } from "@onepercent/auth";
import type { Context as HonoContext } from "hono";
import type { AppEnv } from "./request-info";

/** The caller of a host row that needs a session: their session and the procedures' context. */
interface SignedIn {
  auth: ValidatedSession;
  ctx: Context;
}

/**
 * The handler of a host row (packages/api/src/rest/host.ts), called once its access has passed:
 * `anyone` for a public row (no session is read), `signedIn` for a row that needs a session.
 */
export type HostHandler =
  | { anyone: (c: HonoContext<AppEnv>) => Promise<Response> }
  | { signedIn: (c: HonoContext<AppEnv>, caller: SignedIn) => Promise<Response> };
