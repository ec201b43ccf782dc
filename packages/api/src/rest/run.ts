import { AppError } from "@onepercent/validators";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import type { Context } from "../context";
import { databaseDown, toTRPCError, unauthenticated } from "../errors";
import { createCaller } from "../root";
import { errorShape } from "../trpc";
import { checkOwner } from "./owner";
import type { RestRequest, RestRoute } from "./types";

export interface RestResult {
  status: number;
  body: unknown;
  headers: Record<string, string>;
  /** What went wrong behind a 5xx, for the server log only. */
  failure?: unknown;
}

const fieldOf = (body: unknown, field: string): unknown =>
  typeof body === "object" && body !== null ? Reflect.get(body, field) : undefined;

/** Checks the legacy userId, calls the row's procedure with the mapped raw input and shapes its answer. */
async function answerOf(row: RestRoute, request: RestRequest, ctx: Context): Promise<unknown> {
  if (row.owner) {
    if (!ctx.auth) throw unauthenticated();
    checkOwner(row.owner, request, ctx.auth.user.id);
  }
  if (row.envelope && fieldOf(request.body, row.envelope.field) !== row.envelope.value) {
    throw new AppError("BAD_INPUT", row.envelope.message);
  }
  const mapped = row.input ? row.input(request) : request.body;
  // A create that takes a key reads it from its input; every other procedure drops the field.
  const input =
    request.idempotencyKey !== undefined && typeof mapped === "object" && mapped !== null && !Array.isArray(mapped)
      ? { ...mapped, idempotencyKey: request.idempotencyKey }
      : mapped;
  // The procedure parses its input itself, exactly as for a tRPC call (createCaller does the same).
  const output = await row.procedure({
    ctx,
    getRawInput: async () => input,
    path: row.path,
    type: row.procedure._def.type,
    signal: undefined,
    batchIndex: 0,
  });
  return row.answer ? row.answer(output, { caller: createCaller(ctx), request }) : output;
}

export async function runRestRow(row: RestRoute, request: RestRequest, ctx: Context): Promise<RestResult> {
  try {
    return { status: row.status ?? 200, body: await answerOf(row, request, ctx), headers: {} };
  } catch (error) {
    return restError(error, ctx);
  }
}

/**
 * `{ message }` with the status of the tRPC error code table and the message tRPC clients get
 * (trpc.ts errorFormatter); never a stack or a database text.
 */
export function restError(error: unknown, ctx?: Context): RestResult {
  // A database that cannot answer is the 503 a procedure gives (trpc.ts), also for the plain HTTP
  // handlers that call services directly (an upload, an export).
  const known = error instanceof AppError ? error : databaseDown(error);
  const trpcError =
    error instanceof TRPCError
      ? error
      : known
        ? toTRPCError(known)
        : new TRPCError({ code: "INTERNAL_SERVER_ERROR", cause: error });
  const status = getHTTPStatusCodeFromError(trpcError);
  const shape = errorShape(trpcError, ctx);
  const retryAfter = shape.data.retryAfterSeconds;
  const headers: Record<string, string> = retryAfter === null ? {} : { "retry-after": String(retryAfter) };
  const failure =
    status >= 500 && !(trpcError.cause instanceof AppError) ? { failure: trpcError.cause ?? trpcError } : {};
  return { status, body: { message: shape.message }, headers, ...failure };
}
