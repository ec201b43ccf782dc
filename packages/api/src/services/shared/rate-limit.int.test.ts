import { inArray, rateLimits } from "@onepercent/db";
import { useTestDatabase } from "@onepercent/db/testing";
import { AppError } from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import { countFailures, reserveSlots } from "./rate-limit";

const database = useTestDatabase();
const WINDOW = 60;
const start = new Date("2026-03-02T10:00:00.000Z");
const later = (seconds: number) => new Date(start.getTime() + seconds * 1000);

let keys = 0;
const freshKey = (name: string) => `test:${name}:${++keys}`;

async function counts(...wanted: string[]): Promise<Record<string, number>> {
  const rows = await database.db.select().from(rateLimits).where(inArray(rateLimits.key, wanted));
  return Object.fromEntries(rows.map((row) => [row.key, row.count]));
}

/** The wait of a refused reservation; a reservation that succeeds fails the test. */
async function waitOf(call: Promise<unknown>): Promise<number | undefined> {
  try {
    await call;
  } catch (error) {
    if (error instanceof AppError && error.code === "RATE_LIMITED") return error.retryAfterSeconds;
    throw error;
  }
  throw new Error("the reservation was expected to be refused");
}

describe("reserveSlots", () => {
  it("counts every key until one is over its maximum, then refuses with the wait and counts nothing", async () => {
    const [tight, loose] = [freshKey("tight"), freshKey("loose")];
    const limits = [
      { key: tight, max: 2 },
      { key: loose, max: 10 },
    ];
    await reserveSlots(database.db, limits, WINDOW, start);
    await reserveSlots(database.db, limits, WINDOW, later(5));
    expect(await counts(tight, loose)).toEqual({ [tight]: 2, [loose]: 2 });

    expect(await waitOf(reserveSlots(database.db, limits, WINDOW, later(20)))).toBe(40);
    // The refused attempt took nothing from the other key either.
    expect(await counts(tight, loose)).toEqual({ [tight]: 2, [loose]: 2 });
  });

  it("never asks to wait longer than the window, when a parallel call opened it after this call's clock", async () => {
    const key = freshKey("clock");
    await reserveSlots(database.db, [{ key, max: 1 }], WINDOW, later(0.4));
    expect(await waitOf(reserveSlots(database.db, [{ key, max: 1 }], WINDOW, start))).toBe(WINDOW);
  });

  it("starts a new window once the old one has passed", async () => {
    const key = freshKey("window");
    await reserveSlots(database.db, [{ key, max: 1 }], WINDOW, start);
    await waitOf(reserveSlots(database.db, [{ key, max: 1 }], WINDOW, later(59)));
    await reserveSlots(database.db, [{ key, max: 1 }], WINDOW, later(60));
    expect(await counts(key)).toEqual({ [key]: 1 });
  });

  it("lets exactly `max` of many parallel reservations through", async () => {
    const key = freshKey("parallel");
    const outcomes = await Promise.allSettled(
      Array.from({ length: 25 }, () => reserveSlots(database.db, [{ key, max: 7 }], WINDOW, start)),
    );
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(7);
    expect(await counts(key)).toEqual({ [key]: 7 });
  });
});

describe("countFailures", () => {
  it("keeps a failure, clears the named key and refunds the rest on success, refunds all on an error", async () => {
    const [personal, shared] = [freshKey("personal"), freshKey("shared")];
    const throttle = {
      limits: [
        { key: personal, max: 5 },
        { key: shared, max: 5 },
      ],
      windowSeconds: WINDOW,
      clearOnSuccess: [personal],
      now: start,
    };
    expect(await countFailures(database.db, throttle, async () => undefined)).toBeUndefined();
    expect(await counts(personal, shared)).toEqual({ [personal]: 1, [shared]: 1 });

    await expect(countFailures(database.db, throttle, () => Promise.reject(new Error("busy")))).rejects.toThrow("busy");
    expect(await counts(personal, shared)).toEqual({ [personal]: 1, [shared]: 1 });

    expect(await countFailures(database.db, throttle, async () => "signed in")).toBe("signed in");
    expect(await counts(personal, shared)).toEqual({ [shared]: 1 });
  });
});
