import { analyticsEvents, and, type Database, eq, gte } from "@onepercent/db";
import { type AnalyticsEventName, analyticsPath, pageTitleFor, type TrackEventData } from "@onepercent/validators";
import { reserveSlots } from "../shared/rate-limit";

/** Batches one address may send per throttling window, so the table cannot be flooded. */
export const ANALYTICS_MAX_BATCHES_PER_IP = 600;

export interface RecordEventsInput {
  /** The signed-in caller, or null for anonymous visitors. */
  userId: string | null;
  ip: string;
  events: TrackEventData[];
}

export interface AnalyticsThrottle {
  windowSeconds: number;
  /** Batches per address and window; ANALYTICS_MAX_BATCHES_PER_IP unless given. */
  maxBatchesPerIp?: number;
}

/**
 * Stores a batch of events in one insert and returns how many were stored. Paths lose their
 * query and secrets; the title comes from the path's first segment; a time in the future
 * (or none) becomes now.
 */
export async function recordEvents(
  db: Database,
  input: RecordEventsInput,
  throttle: AnalyticsThrottle,
  now = new Date(),
): Promise<number> {
  const limits = [{ key: `analytics:ip:${input.ip}`, max: throttle.maxBatchesPerIp ?? ANALYTICS_MAX_BATCHES_PER_IP }];
  await reserveSlots(db, limits, throttle.windowSeconds, now);
  if (input.events.length === 0) return 0;

  const rows = input.events.map((event) => {
    const path = event.path === undefined ? null : analyticsPath(event.path);
    return {
      userId: input.userId,
      name: event.name,
      path,
      title: path === null ? null : pageTitleFor(path),
      properties: event.properties ?? {},
      occurredAt: event.occurredAt && event.occurredAt.getTime() < now.getTime() ? event.occurredAt : now,
    };
  });
  await db.insert(analyticsEvents).values(rows);
  return rows.length;
}

/** How many times a user's event happened (since a moment, when given). */
export async function countEvents(
  db: Database,
  userId: string,
  name: AnalyticsEventName,
  since?: Date,
): Promise<number> {
  return db.$count(
    analyticsEvents,
    and(
      eq(analyticsEvents.userId, userId),
      eq(analyticsEvents.name, name),
      since ? gte(analyticsEvents.occurredAt, since) : undefined,
    ),
  );
}
