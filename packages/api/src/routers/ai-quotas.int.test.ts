import type { AudioStorage } from "@onepercent/audio";
import { aiFiles, eq, mindsets } from "@onepercent/db";
import { useTestDatabase } from "@onepercent/db/testing";
import { AppError, aiMessages } from "@onepercent/validators";
import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import type { AiQuotas, Context } from "../context";
import { reserveAudioMinutes } from "../services/ai/quotas";
import { refusal, testApiConfig, testCallers } from "../testing";
import { testAi } from "../testing/ai";

const database = useTestDatabase();
const { callerFor, athlete: makeAthlete } = testCallers(database);
const { ai } = testAi();

/** A user whose calls run under `quotas`, with affirmations (a script can be written for them). */
async function athlete(quotas: Partial<AiQuotas>, extra: Partial<Context> = {}) {
  const { id } = await makeAthlete({ sport: "Basketball", sportPosition: "Center" });
  await database.db.insert(mindsets).values({ userId: id, affirmations: ["I am ready"] });
  const config = { ...testApiConfig, aiQuotas: quotas };
  return { id, caller: await callerFor(id, { ai, config, ...extra }) };
}

/** The wait a throttled call was told. */
function retryAfterOf(reason: unknown): number | undefined {
  const cause = reason instanceof TRPCError ? reason.cause : undefined;
  return cause instanceof AppError ? cause.retryAfterSeconds : undefined;
}

const settings = { voice: "calm", background: "none", pace: "medium", duration: 1 } as const;
const question = { question: "How do I stay calm before a final?" };

describe("AI calls an hour", () => {
  it("lets exactly the quota through when more calls arrive at once, and says when to try again", async () => {
    const { caller } = await athlete({ callsPerHour: 3 });
    const results = await Promise.allSettled(
      Array.from({ length: 7 }, () => caller.ai.visualization.generateScript({ settings })),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(3);
    const refused = results.flatMap((result) => (result.status === "rejected" ? [result.reason] : []));
    expect(refused).toHaveLength(4);
    for (const reason of refused) {
      expect(reason).toMatchObject({ code: "TOO_MANY_REQUESTS", message: aiMessages.aiCallsUsed });
      expect(retryAfterOf(reason)).toBeGreaterThan(0);
      expect(retryAfterOf(reason)).toBeLessThanOrEqual(3600);
    }
  });

  it("counts scripts, imagery and coach answers together, per user", async () => {
    const { caller } = await athlete({ callsPerHour: 3 });
    await caller.ai.visualization.generateScript({ settings });
    await caller.ai.imagery.generateScript({});
    await caller.ai.coach.answer(question);
    // Each call starts only when the previous refusal was read, so none is left rejected without a handler.
    for (const call of [
      () => caller.ai.coach.answer(question),
      () => caller.ai.imagery.generateScript({}),
      () => caller.ai.visualization.generateScript({ settings }),
    ]) {
      expect(await refusal(call())).toEqual({ code: "TOO_MANY_REQUESTS", message: aiMessages.aiCallsUsed });
    }
    const other = await athlete({ callsPerHour: 3 });
    expect(await other.caller.ai.coach.answer(question)).toMatchObject({ source: "built-in" });
  });

  it("counts the streamed answer before it starts", async () => {
    const { caller } = await athlete({ callsPerHour: 1 });
    const events = [];
    for await (const event of await caller.ai.coach.ask(question)) events.push(event);
    expect(events.at(-1)).toMatchObject({ type: "done" });
    const refused = await (async () => {
      try {
        for await (const _ of await caller.ai.coach.ask(question)) return null;
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(refused).toMatchObject({ code: "TOO_MANY_REQUESTS", message: aiMessages.aiCallsUsed });
    expect(retryAfterOf(refused)).toBeGreaterThan(0);
  });

  it("does not count a call refused for its input or a missing mindset", async () => {
    const { id } = await makeAthlete({ sport: "", sportPosition: null });
    const caller = await callerFor(id, { ai, config: { ...testApiConfig, aiQuotas: { callsPerHour: 1 } } });
    expect(await refusal(caller.ai.visualization.generateScript({ settings }))).toMatchObject({
      message: aiMessages.needsMindset,
    });
    expect(await refusal(caller.ai.imagery.generateScript({}))).toMatchObject({ message: aiMessages.sportRequired });
    expect(await refusal(caller.ai.coach.answer({ question: " " }))).toMatchObject({ code: "BAD_REQUEST" });
    expect(await caller.ai.coach.answer(question)).toMatchObject({ answer: expect.any(String) });
  });
});

describe("audio minutes a day", () => {
  it("weighs each track by its minutes: parallel reservations stop exactly at the quota", async () => {
    const { id } = await athlete({});
    const limited = { ...ai, quotas: { callsPerHour: 60, audioMinutesPerDay: 9 } };
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => reserveAudioMinutes(database.db, limited, id, 2)),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(4);
    for (const result of results) {
      if (result.status === "rejected") expect(result.reason).toMatchObject({ message: aiMessages.audioMinutesUsed });
    }
    // 8 of 9 minutes are used: one more minute fits, two do not.
    await expect(reserveAudioMinutes(database.db, limited, id, 2)).rejects.toMatchObject({ code: "RATE_LIMITED" });
    await expect(reserveAudioMinutes(database.db, limited, id, 1)).resolves.toBeDefined();
  });

  it("refuses a track longer than what is left, before rendering anything", async () => {
    const { id, caller } = await athlete({ audioMinutesPerDay: 1 });
    const refused = caller.ai.audio.generate({ text: "Breathe.", settings: { ...settings, duration: 2 } });
    expect(await refusal(refused)).toEqual({ code: "TOO_MANY_REQUESTS", message: aiMessages.audioMinutesUsed });
    expect(await database.db.$count(aiFiles, eq(aiFiles.userId, id))).toBe(0);
    await caller.ai.audio.generate({ text: "Breathe.", settings });
    expect(await refusal(caller.ai.audio.generate({ text: "Again.", settings }))).toMatchObject({
      message: aiMessages.audioMinutesUsed,
    });
  });

  it("gives the minutes back when the track could not be made", async () => {
    const broken: AudioStorage = {
      ...ai.storage,
      put: () => Promise.reject(new Error("disk full")),
    };
    const { id } = await athlete({});
    const config = { ...testApiConfig, aiQuotas: { audioMinutesPerDay: 1 } };
    const failing = await callerFor(id, { ai: { ...ai, storage: broken }, config });
    expect(await refusal(failing.ai.audio.generate({ text: "Breathe.", settings }))).toMatchObject({
      code: "INTERNAL_SERVER_ERROR",
    });
    const working = await callerFor(id, { ai, config });
    expect(await working.ai.audio.generate({ text: "Breathe.", settings })).toMatchObject({ durationSeconds: 60 });
  });
});
