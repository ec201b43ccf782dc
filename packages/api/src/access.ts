import type { ValidatedSession } from "@onepercent/auth";
import type { AppError } from "@onepercent/validators";
import { z } from "zod";
import { forbidden, unauthenticated } from "./errors";

/** Who may call a procedure or a legacy path: anyone, a signed-in user, or an admin. */
export const Access = z.enum(["public", "user", "admin"]);
export type Access = z.infer<typeof Access>;

/** The tRPC meta every base procedure sets (trpc.ts); the access matrix reads it. */
export const ProcedureMeta = z.object({
  access: Access,
  /** A create that takes an idempotency key (trpc.ts idempotentProcedure). */
  idempotent: z.boolean().optional(),
});
export type ProcedureMeta = z.infer<typeof ProcedureMeta>;

/**
 * Why a caller may not pass `access`, checked before anything else is read: no valid session on
 * a user or admin entry is 401 (the spec's "session expired"), a non-admin on an admin entry 403.
 */
export function accessRefusal(access: Access, auth: ValidatedSession | null): AppError | null {
  if (access === "public") return null;
  if (!auth) return unauthenticated();
  if (access === "admin" && !auth.user.isAdmin) return forbidden();
  return null;
}
