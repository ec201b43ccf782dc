import { useTestDatabase } from "@onepercent/db/testing";
import { describe, expect, it } from "vitest";
import type { EventLoopHealth } from "../context";
import { restRoutes } from "../rest";
import { runRestRow } from "../rest/run";
import { createCaller } from "../root";
import { EVENT_LOOP_RETRY_AFTER_SECONDS } from "../services/health";
import { refusal, testApiConfig, testCallers } from "../testing";

const database = useTestDatabase();
const callers = testCallers(database);

/** A context whose event loop reads `p99Ms` against a limit of 1000 ms (no real stall needed). */
const contextWith = (p99Ms: number) => {
  const eventLoop: EventLoopHealth = { p99Ms: () => p99Ms, limitMs: 1000 };
  return callers.contextFor(null, { config: { ...testApiConfig, eventLoop } });
};

const healthRow = restRoutes.find((route) => route.path === "/api/health" && route.method === "GET");
const getHealth = async (p99Ms: number) => {
  if (!healthRow) throw new Error("GET /api/health is a REST row");
  return runRestRow(healthRow, { params: {}, query: {}, body: undefined }, await contextWith(p99Ms));
};

describe("health.check and the event loop (issue 25)", () => {
  it("reports the event loop's delay beside the database", async () => {
    const caller = createCaller(await contextWith(12.345));
    expect(await caller.health.check()).toEqual({ status: "ok", database: "ok", eventLoopDelayMs: 12.3 });
  });

  it("leaves the delay out when the host does not measure it", async () => {
    const caller = await callers.callerFor(null);
    expect(await caller.health.check()).toEqual({ status: "ok", database: "ok" });
  });

  it("answers 200 at the limit", async () => {
    const answer = await getHealth(1000);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: "ok", database: "ok", eventLoopDelayMs: 1000 });
  });

  it("answers 503 with Retry-After and says why while the delay is over the limit", async () => {
    const caller = createCaller(await contextWith(2500));
    const refused = await refusal(caller.health.check());
    expect(refused.code).toBe("SERVICE_UNAVAILABLE");

    const answer = await getHealth(2500);
    expect(answer.status).toBe(503);
    expect(answer.headers["retry-after"]).toBe(String(EVENT_LOOP_RETRY_AFTER_SECONDS));
    expect(answer.body).toEqual({
      message:
        "The server is overloaded: its event loop's delay (p99 of the last minute) is 2500 ms, over the limit of 1000 ms.",
    });
    // An expected refusal, not a failure for the error log.
    expect(answer.failure).toBeUndefined();
  });
});
