import {
  and,
  type Database,
  desc,
  eq,
  getTableColumns,
  gte,
  journalEntries,
  logins,
  relaxationSessions,
  sql,
} from "@onepercent/db";
import {
  addDays,
  BREATHWORK_RECENT_DAYS,
  currentAndPreviousWeek,
  JOURNAL_TREND_WEEKS,
  JournalEntry,
  localDate,
  weekStartOf,
} from "@onepercent/validators";
import type {
  CoachAthleteArea,
  FocusDetail,
  HabitsDetail,
  JournalsDetail,
  UsageDetail,
} from "@onepercent/validators/coach-athlete";
import type { ShareArea, Sharing } from "@onepercent/validators/teams";
import { breathworkHistory, concentrationStats } from "../focus";
import { listHabits } from "../habits";
import { journalTrends } from "../journal";
import { getMindset } from "../mindset";
import { getMvp } from "../mvp";
import { listRoutines } from "../routines";
import { nullableInstant } from "./table-figures";

// What the coach's athlete page reads of one shared area (issue 29), with the athlete's id and zone,
// through the services the athlete's own pages use. Called only after `authorize` let it through.

interface Athlete {
  id: string;
  timeZone: string;
}

/** Local midnight of `day` in `timeZone`, as an instant. */
const midnight = (day: string, timeZone: string) => sql`((${day}::date)::timestamp at time zone ${timeZone}::text)`;

/** The newest full journal entries the page lists at most (twelve weeks of every journal fit). */
const JOURNAL_ENTRIES_MAX = 120;

async function usageOf(db: Database, athlete: Athlete, now: Date): Promise<UsageDetail> {
  const { current, previous } = currentAndPreviousWeek(now, athlete.timeZone);
  const since = (day: string) => sql`${logins.loggedInAt} >= ${midnight(day, athlete.timeZone)}`;
  const [row] = await db
    .select({
      lastActiveAt: sql`greatest(
        (select max(s.last_active_at) from sessions s where s.user_id = ${athlete.id}),
        (select max(l.logged_in_at) from logins l where l.user_id = ${athlete.id}))`.mapWith(nullableInstant),
      signInsThisWeek: sql<number>`(count(*) filter (where ${since(current.start)}))::int`,
      signInsLastWeek: sql<number>`(count(*) filter (where not ${since(current.start)}))::int`,
    })
    .from(logins)
    .where(and(eq(logins.userId, athlete.id), since(previous.start)));
  return {
    lastActiveAt: row?.lastActiveAt ?? null,
    signInsThisWeek: row?.signInsThisWeek ?? 0,
    signInsLastWeek: row?.signInsLastWeek ?? 0,
  };
}

/** The habits' weeks, rates and streaks, without the day notes (the athlete's own words). */
async function habitsOf(db: Database, athlete: Athlete, now: Date): Promise<HabitsDetail> {
  const list = await listHabits(db, athlete, now);
  return {
    weekStart: list.weekStart,
    thisWeek: list.thisWeek,
    actions: list.actions.map((action) => ({
      id: action.id,
      action: action.action,
      category: action.category,
      frequency: action.frequency,
      customDays: action.customDays,
      completionRate: action.completionRate,
      thisWeek: action.thisWeek,
      streaks: action.streaks,
      week: action.week.map((day) => ({ day: day.day, date: day.date, status: day.status })),
    })),
  };
}

async function focusOf(db: Database, athlete: Athlete, now: Date): Promise<FocusDetail> {
  const first = addDays(localDate(now, athlete.timeZone), -(BREATHWORK_RECENT_DAYS - 1));
  const [breathwork, concentration, [relaxation]] = await Promise.all([
    breathworkHistory(db, athlete, now),
    concentrationStats(db, athlete.id),
    db
      .select({
        recentSessions: sql<number>`count(*)::int`,
        recentMinutes: sql<number>`coalesce(round(sum(${relaxationSessions.actualDurationSeconds}) / 60.0), 0)::int`,
      })
      .from(relaxationSessions)
      .where(
        and(
          eq(relaxationSessions.userId, athlete.id),
          gte(relaxationSessions.createdAt, midnight(first, athlete.timeZone)),
        ),
      ),
  ]);
  return {
    breathwork: { stats: breathwork.stats, days: breathwork.days },
    concentration,
    relaxation: relaxation ?? { recentSessions: 0, recentMinutes: 0 },
  };
}

/** An entry's columns but its owner. */
const { userId: _owner, ...entryColumns } = getTableColumns(journalEntries);

/** The entries of the trend weeks, newest first, each read with its journal's schema. */
async function journalEntriesOf(db: Database, athlete: Athlete, now: Date) {
  const first = addDays(weekStartOf(localDate(now, athlete.timeZone)), -(JOURNAL_TREND_WEEKS - 1) * 7);
  const rows = await db
    .select(entryColumns)
    .from(journalEntries)
    .where(and(eq(journalEntries.userId, athlete.id), gte(journalEntries.date, first)))
    .orderBy(desc(journalEntries.date), desc(journalEntries.createdAt))
    .limit(JOURNAL_ENTRIES_MAX);
  return rows.map(({ content, ...entry }) => JournalEntry.parse({ ...content, ...entry }));
}

/** Ratings only (the trend weeks' averages and counts), or with "full" the entries too. */
async function journalsOf(db: Database, athlete: Athlete, level: Sharing["journals"], now: Date) {
  const trends = await journalTrends(db, athlete, now);
  if (level !== "full") return { level: "ratings", trends } satisfies JournalsDetail;
  return { level: "full", trends, entries: await journalEntriesOf(db, athlete, now) } satisfies JournalsDetail;
}

/** One area of the athlete, read as the athlete's own pages read it (the caller checked it is shared). */
export async function readArea(
  db: Database,
  athlete: Athlete,
  sharing: Sharing,
  area: ShareArea,
  now: Date,
): Promise<CoachAthleteArea> {
  switch (area) {
    case "usage":
      return { area, data: await usageOf(db, athlete, now) };
    case "habits":
      return { area, data: await habitsOf(db, athlete, now) };
    case "focus":
      return { area, data: await focusOf(db, athlete, now) };
    case "routines": {
      const routines = await listRoutines(db, athlete.id);
      return {
        area,
        data: {
          routines: routines.map(({ _id, name, createdAt, rehearsals, lastRehearsedAt }) => ({
            _id,
            name,
            createdAt,
            rehearsals,
            lastRehearsedAt,
          })),
        },
      };
    }
    case "journals":
      return { area, data: await journalsOf(db, athlete, sharing.journals, now) };
    case "mvpMindset": {
      const [mvp, mindset] = await Promise.all([getMvp(db, athlete.id), getMindset(db, athlete.id)]);
      return { area, data: { mvp, mindset } };
    }
  }
}
