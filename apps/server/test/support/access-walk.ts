import { type Access, type ProcedureEntry, procedureAccess } from "@onepercent/api";
import { type HostRow, hostRows, type RestRoute, restRoutes } from "@onepercent/api/rest";
import { SESSION_COOKIE } from "@onepercent/validators";
import { expect } from "vitest";
import { z } from "zod";
import { createAdmin, signUp, trpcCalls, type useTestApp } from "./test-app";

/*
 * The walk of docs/access-matrix.md (access.int.test.ts, access-ownership.int.test.ts): every REST
 * row, host row and tRPC procedure, as read from the table and the router (so a new entry is
 * walked, and one without an access fails to load).
 */

const MISSING = "00000000-0000-4000-8000-000000000000";
export const DAY = "2025-03-03";
/** A value for each path parameter; a path with a new one fails until it has a sample here. */
const SAMPLE_PARAMS: Record<string, string> = {
  id: MISSING,
  userId: MISSING,
  day: "MO",
  date: DAY,
  code: "no-code",
  name: "Calm",
  token: "no-token",
};
/** Never valid JSON: a refusal before it shows the body was not read. */
export const MALFORMED = "{ not json";

/** A REST row or a host row: what is walked is its method, path and access. */
export type Entry = RestRoute | HostRow;

export const label = (route: Entry) => `${route.method} ${route.path}`;
export const restOf = (access: Access) =>
  restRoutes.filter((route) => route.access === access).map((r) => [label(r), r] as const);
export const hostOf = (access: Access) =>
  hostRows.filter((row) => row.access === access).map((row) => [label(row), row] as const);
export const proceduresOf = (access: Access) =>
  procedureAccess()
    .filter((entry) => entry.access === access && entry.type !== "subscription")
    .map((entry) => [entry.path, entry] as const);
export const subscriptionsOf = (access: Access) =>
  procedureAccess()
    .filter((entry) => entry.access === access && entry.type === "subscription")
    .map((entry) => [entry.path, entry] as const);

export function concretePath(route: Entry, values: Record<string, string> = {}): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name] ?? SAMPLE_PARAMS[name];
    if (value === undefined) throw new Error(`${route.path}: add a sample value for :${name} to SAMPLE_PARAMS`);
    return value;
  });
}

export const Message = z.object({ message: z.string() });
export const bearerHeader = (token: string) => ({ authorization: `Bearer ${token}` });

const StreamError = z.object({
  json: z.object({ message: z.string(), data: z.object({ code: z.string(), httpStatus: z.number() }) }),
});

/** The calls of the walk against one test app, with its athlete, a second athlete and an admin. */
export function accessWalk(t: ReturnType<typeof useTestApp>) {
  const trpc = trpcCalls(t);
  const sessions: Partial<Record<"athlete" | "owner" | "admin", Promise<{ token: string; userId: string }>>> = {};

  /** A REST request as a JSON client sends it; `body` is sent as is (GET sends none). */
  function callRest(route: Entry, options: { token?: string; cookie?: string; body?: string; path?: string } = {}) {
    const headers: Record<string, string> = { accept: "application/json", "content-type": "application/json" };
    if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
    if (options.cookie !== undefined) headers.cookie = `${SESSION_COOKIE}=${options.cookie}`;
    const body = route.method === "GET" ? undefined : (options.body ?? "{}");
    return t.request(options.path ?? concretePath(route), { method: route.method, headers, body });
  }

  /** A tRPC call without input: a query by GET, a mutation by POST. */
  function callProcedure(entry: ProcedureEntry, headers: Record<string, string> = {}) {
    if (entry.type === "subscription") throw new Error(`${entry.path}: subscriptions are walked by subscriptionError`);
    return entry.type === "query" ? trpc.query(entry.path, headers) : trpc.mutate(entry.path, undefined, headers);
  }

  /**
   * A subscription opened as httpSubscriptionLink opens it (GET, server-sent events, no input): a
   * refusal is tRPC's `serialized-error` event on the stream, with the status it stands for.
   */
  async function subscriptionError(entry: ProcedureEntry, headers: Record<string, string> = {}) {
    const response = await t.request(`/trpc/${entry.path}`, { headers: { accept: "text/event-stream", ...headers } });
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const block = (await response.text())
      .split("\n\n")
      .map((part) => part.trim())
      .find((part) => part.startsWith("event: serialized-error"));
    const data = block?.split("\n").find((line) => line.startsWith("data:"));
    return StreamError.parse(JSON.parse(data?.slice("data:".length) ?? "{}")).json;
  }

  const athlete = () => (sessions.athlete ??= signUp(t));
  const owner = () => (sessions.owner ??= signUp(t));
  const admin = () =>
    (sessions.admin ??= (async () => {
      const email = `walk-admin-${crypto.randomUUID().slice(0, 8)}@onepercent.test`;
      await createAdmin(t.db, email, "coach-password-123");
      const login = await t.postJson("/api/users/login", { email, password: "coach-password-123" });
      return z.object({ token: z.string(), userId: z.string() }).parse(await login.json());
    })());

  return { callRest, callProcedure, subscriptionError, athlete, owner, admin };
}
