import type { Database } from "@onepercent/db";
import {
  AI_CALLS_PER_USER_PER_HOUR,
  AppError,
  AUDIO_MINUTES_PER_USER_PER_DAY,
  aiMessages,
} from "@onepercent/validators";
import type { AiQuotas, AiServices } from "../../context";
import { refundSlots, reserveSlots, type Slot } from "../shared/rate-limit";

// The AI tools' per-user quotas (docs/decisions/023-ai-tools.md): counted in the rate-limit table
// in one statement before any work, so they hold across parallel calls, batches and processes.

const HOUR_SECONDS = 60 * 60;
const DAY_SECONDS = 24 * HOUR_SECONDS;

const DEFAULT_AI_QUOTAS: AiQuotas = {
  callsPerHour: AI_CALLS_PER_USER_PER_HOUR,
  audioMinutesPerDay: AUDIO_MINUTES_PER_USER_PER_DAY,
};

/** The quotas of the AI tools: the configured ones, each missing one the validators' default. */
export const quotasOf = (configured: Partial<AiQuotas> | undefined): AiQuotas => ({
  callsPerHour: configured?.callsPerHour ?? DEFAULT_AI_QUOTAS.callsPerHour,
  audioMinutesPerDay: configured?.audioMinutesPerDay ?? DEFAULT_AI_QUOTAS.audioMinutesPerDay,
});

/** A quota reservation that can be given back when the work it paid for failed. */
export interface QuotaHold {
  release(): Promise<void>;
}

/** Reserves `weight` on the counter `key`; over `max`, 429 with `message` and the wait. */
async function reserve(
  db: Database,
  limit: { key: string; max: number; weight: number },
  windowSeconds: number,
  message: string,
  now: Date,
): Promise<QuotaHold> {
  let slots: Slot[];
  try {
    slots = await reserveSlots(db, [limit], windowSeconds, now);
  } catch (error) {
    if (error instanceof AppError && error.code === "RATE_LIMITED") {
      throw new AppError("RATE_LIMITED", message, { retryAfterSeconds: error.retryAfterSeconds ?? 1 });
    }
    throw error;
  }
  return { release: () => refundSlots(db, slots) };
}

/** One text generation (a script, an imagery script, a coach answer) of the caller's hourly allowance. */
export const reserveAiCall = (db: Database, ai: AiServices, userId: string, now = new Date()) =>
  reserve(
    db,
    { key: `ai-calls:user:${userId}`, max: quotasOf(ai.quotas).callsPerHour, weight: 1 },
    HOUR_SECONDS,
    aiMessages.aiCallsUsed,
    now,
  );

/** `minutes` of generated audio of the caller's daily allowance. */
export const reserveAudioMinutes = (db: Database, ai: AiServices, userId: string, minutes: number, now = new Date()) =>
  reserve(
    db,
    { key: `audio-minutes:user:${userId}`, max: quotasOf(ai.quotas).audioMinutesPerDay, weight: Math.ceil(minutes) },
    DAY_SECONDS,
    aiMessages.audioMinutesUsed,
    now,
  );

/** Runs `work` paid for by `hold`: when it fails the reservation is given back, and the error goes on. */
export async function paidBy<T>(hold: QuotaHold, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await hold.release().catch(() => {});
    throw error;
  }
}
