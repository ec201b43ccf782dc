import { TZDate, tzOffset } from "@date-fns/tz";
import { addDays, type DayCode, dayCodeOf, localDate } from "@onepercent/validators/calendar";

/**
 * When a reminder is due (decision 032): a local wall-clock time on chosen days in the athlete's
 * own time zone. Instants are computed from the zone's UTC offset (`tzOffset` of @date-fns/tz),
 * so a daylight-saving day still lands on the chosen local time:
 * - a local time the clocks skip that day (02:30 when they jump from 02:00 to 03:00) is due at the
 *   first instant after the gap (03:00 local);
 * - a local time that happens twice (when the clocks go back) is due at its first occurrence.
 */

export interface ReminderRule {
  /** "HH:MM", local. */
  time: string;
  days: readonly DayCode[];
}

export interface QuietHoursRule {
  start: string;
  end: string;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Days looked at for the next due day: a week, and a spare for a zone that skipped a date. */
const DAYS_SEARCHED = 9;

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

/** Whether the zone's offset at `instant` is `offset` minutes. */
function hasOffset(timeZone: string, instant: number, offset: number): boolean {
  return tzOffset(timeZone, new Date(instant)) === offset;
}

/** The first instant at which the zone's offset is `after` (a transition lies in [low, high]). */
function transitionBetween(timeZone: string, low: number, high: number, after: number): number {
  let [from, to] = [Math.floor(low / MINUTE_MS), Math.ceil(high / MINUTE_MS)];
  while (from < to) {
    const middle = Math.floor((from + to) / 2);
    if (hasOffset(timeZone, middle * MINUTE_MS, after)) to = middle;
    else from = middle + 1;
  }
  return to * MINUTE_MS;
}

/** Instants already worked out: a due minute's reminders share few days, times and zones. */
const instants = new Map<string, number>();
const INSTANTS_KEPT = 10_000;

/** The instant the wall clock in `timeZone` shows `time` on `day` ("YYYY-MM-DD"), see above. */
export function localInstant(day: string, time: string, timeZone: string): Date {
  const key = `${day} ${time} ${timeZone}`;
  let instant = instants.get(key);
  if (instant === undefined) {
    instant = instantOf(day, time, timeZone);
    if (instants.size >= INSTANTS_KEPT) instants.clear();
    instants.set(key, instant);
  }
  return new Date(instant);
}

function instantOf(day: string, time: string, timeZone: string): number {
  const wall = Date.parse(`${day}T00:00:00Z`) + minutesOf(time) * MINUTE_MS;
  const before = tzOffset(timeZone, new Date(wall - DAY_MS));
  const after = tzOffset(timeZone, new Date(wall + DAY_MS));
  const fitting = [before, after]
    .map((offset) => ({ offset, instant: wall - offset * MINUTE_MS }))
    .filter(({ offset, instant }) => hasOffset(timeZone, instant, offset))
    .map(({ instant }) => instant);
  if (fitting.length > 0) return Math.min(...fitting);
  // The clocks skip this time: the gap ends at the transition, between the two readings.
  const [early, late] = [wall - after * MINUTE_MS, wall - before * MINUTE_MS];
  return transitionBetween(timeZone, Math.min(early, late), Math.max(early, late), after);
}

/**
 * The first instant strictly after `after` whose local date (in `timeZone`) is one of `days`
 * and whose local time is `time` (or the first instant after a gap that skips it).
 */
export function nextDueAt(rule: ReminderRule, timeZone: string, after: Date): Date {
  if (rule.days.length === 0) throw new Error("A reminder needs at least one day");
  const today = localDate(after, timeZone);
  for (let offset = -1; offset <= DAYS_SEARCHED; offset++) {
    const day = addDays(today, offset);
    if (!rule.days.includes(dayCodeOf(day))) continue;
    const instant = localInstant(day, rule.time, timeZone);
    if (instant.getTime() > after.getTime()) return instant;
  }
  throw new Error(`No due day found for ${rule.time} in ${timeZone}`);
}

/** Whether `instant` falls in the quiet hours: from `start` up to `end`, local; may run past midnight. */
export function inQuietHours(instant: Date, timeZone: string, quiet: QuietHoursRule | null): boolean {
  if (!quiet) return false;
  const local = new TZDate(instant, timeZone);
  const now = local.getHours() * 60 + local.getMinutes();
  const [start, end] = [minutesOf(quiet.start), minutesOf(quiet.end)];
  if (start === end) return false;
  return start < end ? now >= start && now < end : now >= start || now < end;
}
