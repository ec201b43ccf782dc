import type { AnyProcedure, inferProcedureOutput } from "@trpc/server";
import type { Access } from "../access";
import type { createCaller } from "../root";

/** A server-side caller of every procedure, for answers that read more than the row's procedure gives. */
export type Caller = ReturnType<typeof createCaller>;

/** What a legacy path receives, already read by the host (the body is parsed JSON, never validated). */
export interface RestRequest {
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  /** The Idempotency-Key header (decision 025): passed to the procedure as `idempotencyKey`. */
  idempotencyKey?: string | undefined;
}

/** A legacy `userId` in the path or the body: it must name the caller (rest/owner.ts). */
export interface OwnerRule {
  from: "params" | "body";
  /** The old client always sends it on this path: a missing one is 400 `messages.requiredFields`. */
  required?: boolean;
}

/**
 * One legacy REST row (docs/decisions/015-rest-rows.md): where it is served, who may call it,
 * the one procedure it calls and how the request and the answer map to and from it. A row never
 * validates: the procedure's input schema does the only parse, and its errors are the answer.
 */
export interface RestRow<P extends AnyProcedure = AnyProcedure> {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** One path, or the aliases the old clients used for the same row. */
  path: string | readonly string[];
  /** Checked by the host before it reads the body: 401 without a session, 403 for a non-admin on admin. */
  access: Access;
  /** The procedure, taken from `appRouter` (so the access matrix can name it). */
  procedure: P;
  /** The procedure's raw input from the request; the body when not stated. */
  input?: (request: RestRequest) => unknown;
  /** The legacy userId this row carries, checked against the caller before the procedure runs. */
  owner?: OwnerRule;
  /** A field an old client's body must hold (e.g. `updateType: "profile"`), checked before the call. */
  envelope?: { field: string; value: string; message: string };
  /** The documented answer; the procedure's output when not stated. */
  answer?: (output: inferProcedureOutput<P>, more: { caller: Caller; request: RestRequest }) => unknown;
  /** Success status; 200 unless stated. */
  status?: 200 | 201;
}

/** What the host answers itself on a host row (one handler each in apps/server). */
export type HostHandlerName =
  | "relaxation-track"
  | "routine-speech"
  | "ai-file"
  | "account-export"
  | "ai-upload"
  | "ai-speech"
  | "google-start"
  | "google-callback";

/**
 * A path the host answers itself (rest/host.ts): a file, an upload, a stream or a redirect. Its
 * access is checked first, as for a procedure row; the session may also come from the cookie (the
 * web app plays and downloads these), and a write that rides on the cookie must come from our site.
 */
export interface HostRow {
  method: "GET" | "POST";
  path: string;
  access: Access;
  /** The `:id` names a record of the caller's: another user's answers exactly like a missing one (404). */
  owned?: true;
  handler: HostHandlerName;
}

/** One mounted path of a row. */
export type RestRoute = Omit<RestRow, "path"> & { path: string };

/** Declares a row with its answer typed by the procedure's output. */
export const row = <P extends AnyProcedure>(declared: RestRow<P>): RestRow => declared;

/** `{ ...body, ...fields }` for an object body; any other body is passed on for the procedure to refuse. */
export const bodyWith = (body: unknown, fields: Record<string, unknown>): unknown =>
  typeof body === "object" && body !== null && !Array.isArray(body) ? { ...body, ...fields } : body;

/** Records carry the legacy `_id` beside `id` (platform.md §7, planning-and-reflection.md §3). */
export const withLegacyId = <T extends { id: string }>(record: T) => ({ _id: record.id, ...record });

/** The answer of a legacy delete: `{ message, _id, id }`. */
export const deleted =
  (message: string) =>
  ({ id }: { id: string }) => ({ message, _id: id, id });
