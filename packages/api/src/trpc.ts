import { AppError, holdsUnstorableText, IdempotentInput, messages } from "@onepercent/validators";
import { getTRPCErrorShape, initTRPC, TRPCError } from "@trpc/server";
import { ZodError } from "zod";
import type { ProcedureMeta } from "./access";
import type { Context } from "./context";
import { databaseDown, forbidden, toTRPCError, unauthenticated } from "./errors";
import { once } from "./idempotency";
import { transformer } from "./transformer";

/** Each top-level input field with its messages, for forms to show under the field. */
function fieldErrorsOf(error: ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    fields[field] = [...(fields[field] ?? []), issue.message];
  }
  return fields;
}

/** Procedures carry their access in meta (see the base procedures below). */
const withMeta = initTRPC.context<Context>().meta<ProcedureMeta>();

/** A streamed coach answer (ai.coach.ask) ends after this long at most; a ping keeps proxies from closing it. */
const SUBSCRIPTION_MAX_MS = 2 * 60 * 1000;
const SUBSCRIPTION_PING_MS = 10_000;

const t = withMeta.create({
  transformer,
  sse: { ping: { enabled: true, intervalMs: SUBSCRIPTION_PING_MS }, maxDurationMs: SUBSCRIPTION_MAX_MS },
  // tRPC puts the stack in the shape; the formatter keeps it only when the server runs in
  // development mode (ApiConfig.production false: NODE_ENV=development, as `npm run dev` sets).
  isDev: true,
  errorFormatter({ shape, error, ctx }) {
    const cause = error.cause;
    // Stack traces only in development mode.
    const { stack, ...data } = shape.data;
    const zodError = cause instanceof ZodError ? cause : null;
    const internal = error.code === "INTERNAL_SERVER_ERROR";
    return {
      ...shape,
      // Input errors carry the first field's message; internal messages never leave the server.
      message: zodError ? (zodError.issues[0]?.message ?? shape.message) : internal ? messages.internal : shape.message,
      data: {
        ...data,
        ...(ctx?.config.production === false && stack ? { stack } : {}),
        appCode: cause instanceof AppError ? cause.code : null,
        retryAfterSeconds: cause instanceof AppError ? (cause.retryAfterSeconds ?? null) : null,
        fieldErrors: zodError ? fieldErrorsOf(zodError) : null,
      },
    };
  },
});

/**
 * Refuses input the database cannot keep (NUL, half a surrogate pair: validators stored-text.ts)
 * before any work, then runs the procedure and turns domain errors thrown by services into tRPC
 * errors with the mapped code.
 */
async function mappingAppErrors<R extends { ok: boolean; error?: { cause?: unknown } }>(
  getRawInput: () => Promise<unknown>,
  run: () => Promise<R>,
): Promise<R> {
  if (holdsUnstorableText(await getRawInput())) {
    throw toTRPCError(new AppError("BAD_INPUT", messages.unsupportedCharacters));
  }
  const result = await run();
  if (result.ok) return result;
  const cause = result.error?.cause;
  if (cause instanceof AppError) throw toTRPCError(cause);
  const down = databaseDown(cause);
  if (down) throw toTRPCError(down);
  return result;
}

export const router = t.router;

/**
 * The answer shape of an error, as the errorFormatter above writes it for tRPC clients: the REST
 * host answers the same message (rest/run.ts), so an error is worded in one place.
 */
export const errorShape = (error: TRPCError, ctx: Context | undefined) =>
  getTRPCErrorShape({ config: t._config, error, type: "unknown", path: undefined, input: undefined, ctx });
export const createCallerFactory = t.createCallerFactory;

/*
 * Each base procedure states its access in its meta (public, user, admin): the access matrix
 * (docs/access-matrix.md) is read from it and its walk test checks that the middleware agrees.
 */
export const publicProcedure = t.procedure
  .meta({ access: "public" })
  .use(({ getRawInput, next }) => mappingAppErrors(getRawInput, next));

/** One middleware (each tRPC middleware step costs a context copy): errors mapped, session required. */
export const protectedProcedure = t.procedure.meta({ access: "user" }).use(({ ctx, getRawInput, next }) => {
  const { auth } = ctx;
  if (!auth) throw toTRPCError(unauthenticated());
  return mappingAppErrors(getRawInput, () => next({ ctx: { auth, user: auth.user } }));
});

/** A create that takes an idempotency key besides its own input (idempotency.ts `once` resolves it). */
export const idempotentProcedure = protectedProcedure.meta({ access: "user", idempotent: true }).input(IdempotentInput);

/** The admin flag is read from the database with the session on every request. */
export const adminProcedure = protectedProcedure.meta({ access: "admin" }).use(({ ctx, next }) => {
  if (!ctx.user.isAdmin) throw toTRPCError(forbidden());
  return next();
});

export { TRPCError };

/**
 * The resolver of most procedures: `service` run for the caller, with the database, the caller's
 * id and the parsed input (`.query(forCaller(listRoleGoals))`).
 */
export const forCaller =
  <I, O>(service: (db: Context["db"], userId: string, input: I) => Promise<O>) =>
  ({ ctx, input }: { ctx: { db: Context["db"]; user: { id: string } }; input: I }) =>
    service(ctx.db, ctx.user.id, input);

/**
 * The resolver of a procedure whose service needs more of the caller than the id (time zone, birth
 * year, admin flag): `service` run with the database, the session's user and the parsed input
 * (`.mutation(forUser(setHabitDay))`). Not for a procedure without input whose service takes `now`
 * third: the (absent) input would land there.
 */
export const forUser =
  <U, I, O>(service: (db: Context["db"], user: U, input: I) => Promise<O>) =>
  ({ ctx, input }: { ctx: { db: Context["db"]; user: U }; input: I }) =>
    service(ctx.db, ctx.user, input);

/**
 * The resolver of an idempotent create (decision 025): `service` run for the caller at most once
 * per idempotency key (`idempotentProcedure.input(...).output(...).mutation(onceForCaller(createRoutine))`).
 */
export const onceForCaller = <I extends object, O>(
  service: (db: Context["db"], userId: string, input: I) => Promise<O>,
) => once(forCaller(service));
