import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { queryCalls } from "../src/api/trpc-queries";
import type { AppEnv } from "../src/http/request-info";
import { signUp, useTestApp } from "./support/test-app";

/*
 * GET query calls are answered by trpc-queries.ts; a GET that names a JSON content type is left
 * to tRPC's own fetch adapter, which reads it exactly like one without. The two answers of each
 * request below must be the same to the byte.
 */
const t = useTestApp();

const ANSWER_HEADERS = ["content-type", "vary", "cache-control", "retry-after"];

async function answerOf(pathname: string, token: string | null, viaAdapter: boolean) {
  const headers = new Headers(token ? { authorization: `Bearer ${token}` } : {});
  if (viaAdapter) headers.set("content-type", "application/json");
  const response = await t.request(pathname, { headers });
  return {
    status: response.status,
    headers: ANSWER_HEADERS.map((name) => [name, response.headers.get(name)]),
    setCookie: response.headers.getSetCookie(),
    body: await response.text(),
  };
}

const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const batchInput = (values: Record<number, unknown>) => input(values);

describe("GET query calls answer as tRPC's fetch adapter does", () => {
  const cases: [string, string][] = [
    ["one query", "/trpc/auth.me"],
    ["a batch of queries", `/trpc/auth.me,auth.session?batch=1&input=${batchInput({})}`],
    ["a query with input", `/trpc/journal.listDates?input=${input({ json: { type: "daily" } })}`],
    ["a query with invalid input", `/trpc/journal.listDates?input=${input({ json: { type: "yearly" } })}`],
    [
      "a batch with inputs, one of them invalid",
      `/trpc/journal.get,journal.listDates?batch=1&input=${batchInput({
        0: { json: { type: "daily", date: "2026-02-30" } },
        1: { json: { type: "weekly" } },
      })}`,
    ],
    ["a batch refused in part (207)", `/trpc/auth.me,admin.invitations.list?batch=1&input=${batchInput({})}`],
    ["an input that is not JSON", "/trpc/journal.listDates?input=%7Bnope"],
    ["an unknown procedure", "/trpc/auth.nothing"],
    ["a mutation asked with GET", "/trpc/auth.logout"],
  ];

  for (const [name, pathname] of cases) {
    it(`${name}: signed in and signed out`, async () => {
      const { token } = await signUp(t);
      for (const caller of [token, null]) {
        const direct = await answerOf(pathname, caller, false);
        const adapter = await answerOf(pathname, caller, true);
        expect(direct).toEqual(adapter);
      }
    });
  }
});

describe("which GET calls the direct path takes", () => {
  const probe = new Hono<AppEnv>().get("/trpc/*", (c) => c.json(queryCalls(c, 3)));
  const callsOf = async (pathname: string, headers: Record<string, string> = {}) =>
    (await probe.request(pathname, { headers })).json();

  it("plain and batched queries, their inputs decoded with superjson", async () => {
    expect(await callsOf("/trpc/auth.me")).toEqual([{ path: "auth.me" }]);
    const date = { json: { type: "daily", date: "2026-01-05" } };
    expect(await callsOf(`/trpc/auth.me,journal.get?batch=1&input=${batchInput({ 1: date })}`)).toEqual([
      { path: "auth.me" },
      { path: "journal.get", input: date.json },
    ]);
  });

  it("leaves everything else to tRPC's adapter", async () => {
    for (const pathname of [
      "/trpc/auth.logout",
      "/trpc/auth.nothing",
      "/trpc/journal.listDates?input=%7Bnope",
      "/trpc/auth.me,auth.me,auth.me,auth.me?batch=1",
      `/trpc/auth.me,auth.session?batch=1&input=${input([1])}`,
    ]) {
      expect(await callsOf(pathname), pathname).toBeNull();
    }
    expect(await callsOf("/trpc/auth.me", { "content-type": "application/json" })).toBeNull();
    expect(await callsOf("/trpc/auth.me,auth.session?batch=1", { "trpc-accept": "application/jsonl" })).toBeNull();
  });
});
