import { describe, expect, it } from "vitest";
import { CACHE_BUSTER, CACHE_MAX_AGE_MS, pathOf, queryCacheKey, shouldKeep, usableCache } from "./persisted-cache";

const NOW = Date.parse("2026-11-29T12:00:00.000Z");
const state = { queries: [], mutations: [] };
const query = (path: string[], status: "success" | "error" | "pending") => ({
  queryKey: [path, { type: "query" }],
  state: {
    status,
    data: undefined,
    dataUpdateCount: 0,
    dataUpdatedAt: 0,
    error: null,
    errorUpdateCount: 0,
    errorUpdatedAt: 0,
    fetchFailureCount: 0,
    fetchFailureReason: null,
    fetchMeta: null,
    isInvalidated: false,
    fetchStatus: "idle" as const,
  },
});

describe("the saved query cache", () => {
  it("is kept per athlete", () => {
    expect(queryCacheKey("user-1")).not.toBe(queryCacheKey("user-2"));
    expect(queryCacheKey("user-1")).toContain("user-1");
  });

  it("keeps successful answers only, never the session's details, the admin's data or what athletes share with a coach", () => {
    expect(shouldKeep(query(["habits", "list"], "success"))).toBe(true);
    expect(shouldKeep(query(["habits", "list"], "error"))).toBe(false);
    expect(shouldKeep(query(["habits", "list"], "pending"))).toBe(false);
    expect(shouldKeep(query(["auth", "session"], "success"))).toBe(false);
    expect(shouldKeep(query(["admin", "users", "list"], "success"))).toBe(false);
    expect(shouldKeep(query(["coach", "athletes", "get"], "success"))).toBe(false);
    expect(shouldKeep(query(["coach", "teams", "get"], "success"))).toBe(false);
    expect(shouldKeep(query(["teams", "list"], "success"))).toBe(true);
    expect(shouldKeep(query(["auth", "viewer"], "success"))).toBe(true);
  });

  it("names a tRPC query by its procedure path", () => {
    expect(pathOf([["planner", "checkIn", "get"], { input: { date: "2026-11-29" }, type: "query" }])).toBe(
      "planner.checkIn.get",
    );
    expect(pathOf(["plain"])).toBe("");
  });

  it("is restored when it is of this app version and at most seven days old", () => {
    const saved = { buster: CACHE_BUSTER, savedAt: NOW - CACHE_MAX_AGE_MS, state };
    expect(usableCache(saved, NOW)).toEqual(saved);
    expect(usableCache({ ...saved, savedAt: NOW - CACHE_MAX_AGE_MS - 1 }, NOW)).toBeNull();
    expect(usableCache({ ...saved, buster: "an older app" }, NOW)).toBeNull();
    expect(usableCache({ ...saved, state: { queries: "no" } }, NOW)).toBeNull();
    expect(usableCache(undefined, NOW)).toBeNull();
  });
});
