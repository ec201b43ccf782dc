import { AppError, messages } from "@onepercent/validators";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { ZodError } from "zod";
import type { Context } from "../context";
import { toTRPCError } from "../errors";
import { createCaller } from "../root";
import type { RestRequest, RestRoute } from "./routes";

export interface RestResult {
  status: number;
  body: unknown;
  headers: Record<string, string>;
  /** What went wrong behind a 5xx, for the server log only. */
  failure?: unknown;
}

export async function runRestRoute(route: RestRoute, request: RestRequest, ctx: Context): Promise<RestResult> {
  try {
    const body = await route.handle(createCaller(ctx), request);
    return { status: route.status ?? 200, body, headers: {} };
  } catch (error) {
    return restError(error);
  }
}

const firstIssue = (error: ZodError) => error.issues[0]?.message ?? messages.requiredFields;

/** `{ message }` with the status of the tRPC error code table; never a stack or a database text. */
export function restError(error: unknown): RestResult {
  if (error instanceof ZodError) return { status: 400, body: { message: firstIssue(error) }, headers: {} };
  const trpcError =
    error instanceof TRPCError
      ? error
      : error instanceof AppError
        ? toTRPCError(error)
        : new TRPCError({ code: "INTERNAL_SERVER_ERROR", cause: error });
  const status = getHTTPStatusCodeFromError(trpcError);
  const cause = trpcError.cause;
  // A domain error carries a message meant for the user; any other failure stays on the server.
  const message =
    cause instanceof ZodError
      ? firstIssue(cause)
      : cause instanceof AppError
        ? cause.message
        : status >= 500
          ? messages.internal
          : trpcError.message;
  const headers: Record<string, string> = {};
  if (cause instanceof AppError && cause.retryAfterSeconds !== undefined) {
    headers["retry-after"] = String(cause.retryAfterSeconds);
  }
  return { status, body: { message }, headers, ...(status >= 500 ? { failure: cause ?? trpcError } : {}) };
}
