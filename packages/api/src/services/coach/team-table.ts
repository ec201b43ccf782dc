import { asc, type Database, eq, preparedFor, sql, teamMembers, users } from "@onepercent/db";
import {
  addDays,
  averageRating,
  currentHabitStreak,
  type HabitProgressInput,
  weekCompletion,
  weekStartOf,
} from "@onepercent/validators";
import {
  INACTIVE_AFTER_MS,
  TABLE_FLAG_MESSAGES,
  TABLE_RATING_WEEKS,
  TABLE_STREAK_WEEKS,
  type TableFlagCode,
  type TeamTable,
  type TeamTableRow,
} from "@onepercent/validators/coach-team";
import { isShared, ratingsFalling, type TeamIdInput } from "@onepercent/validators/teams";
import { shareColumns } from "../teams/sharing-columns";
import { authorize, type Viewer, visibleSharing } from "./access";
import { type TableHabit, type TableRating, tableFigures } from "./table-figures";

// The coach's team table (issue 29): one row per athlete, each area's figures only where the athlete
// shares it. Two prepared statements whatever the team's size (planned once per connection): the
// gate, which also reads the team, and every row at once, whose parameters are the team and the moment.

const rowsRead = preparedFor((db) =>
  db
    .select({
      athleteId: teamMembers.userId,
      name: users.name,
      joinedAt: teamMembers.joinedAt,
      birthYear: users.birthYear,
      timeZone: users.timeZone,
      shares: shareColumns,
      ...tableFigures,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, sql.placeholder("teamId")))
    .orderBy(asc(users.name), asc(teamMembers.userId))
    .prepare("coach_team_table"),
);
type Row = Awaited<ReturnType<ReturnType<typeof rowsRead>["execute"]>>[number];

/** Habit completion this week and the longest current streak, by the validators' rules, over the recent days read. */
function habitFigures(
  habits: readonly TableHabit[],
  completed: Readonly<Record<string, string[]>>,
  weekStart: string,
  today: string,
) {
  const windowStart = addDays(weekStart, -TABLE_STREAK_WEEKS * 7);
  const progress: HabitProgressInput[] = habits.map(([id, frequency, customDays, startDate]) => ({
    frequency,
    customDays,
    // Days before the window were not read: they neither count nor break a streak.
    startDate: startDate > windowStart ? startDate : windowStart,
    completedDates: new Set(completed[id] ?? []),
  }));
  return {
    habits: habits.length,
    completionThisWeek: weekCompletion(progress, weekStart, today).percent,
    bestCurrentStreak: Math.max(0, ...progress.map((habit) => currentHabitStreak(habit, today))),
  };
}

/** This week's journal figures and the weekly average performance ratings (oldest first). */
function journalFigures(entries: number, ratings: readonly TableRating[], weekStart: string) {
  const weeks = Array.from({ length: TABLE_RATING_WEEKS }, (_, index) =>
    addDays(weekStart, (index - TABLE_RATING_WEEKS + 1) * 7),
  );
  const byWeek = new Map<string, TableRating[]>();
  for (const entry of ratings) {
    const week = weekStartOf(entry.date);
    byWeek.set(week, [...(byWeek.get(week) ?? []), entry]);
  }
  const inWeek = (week: string) => byWeek.get(week) ?? [];
  const average = (entriesOfWeek: readonly TableRating[], key: "performanceRating" | "mentalRating" | "rating") =>
    averageRating(
      entriesOfWeek.flatMap((entry) => {
        const rating = entry[key];
        return rating === null ? [] : [rating];
      }),
    );
  const thisWeek = inWeek(weekStart);
  return {
    entriesThisWeek: entries,
    performanceRating: average(thisWeek, "performanceRating"),
    mentalRating: average(thisWeek, "mentalRating"),
    weeklyRating: average(thisWeek, "rating"),
    performanceTrend: weeks.map((week) => average(inWeek(week), "performanceRating")),
  };
}

/** A row as the coach reads it: each area's key only when the athlete shares that area now. */
function toTableRow(row: Row, now: Date): TeamTableRow {
  const sharing = visibleSharing({ ...row.shares, birthYear: row.birthYear, timeZone: row.timeZone }, now);
  const flags: TableFlagCode[] = [];
  const out: TeamTableRow = { athleteId: row.athleteId, name: row.name, joinedAt: row.joinedAt, flags: [] };
  if (isShared(sharing.usage)) {
    out.usage = { lastActiveAt: row.lastActiveAt, signInsThisWeek: row.signInsThisWeek ?? 0 };
    if (row.lastActiveAt === null || now.getTime() - row.lastActiveAt.getTime() >= INACTIVE_AFTER_MS) {
      flags.push("inactive");
    }
  }
  if (isShared(sharing.habits)) {
    out.habits = habitFigures(row.habitList ?? [], row.completedDays ?? {}, row.weekStart, row.today);
  }
  if (isShared(sharing.focus)) {
    out.focus = {
      breathworkSessions: row.breathwork?.sessions ?? 0,
      breathCycles: row.breathwork?.cycles ?? 0,
      relaxationMinutes: row.relaxationMinutes ?? 0,
      concentrationGames: row.concentrationGames ?? 0,
    };
  }
  if (isShared(sharing.routines)) {
    const last = row.routines?.lastRehearsedAt ?? null;
    out.routines = {
      routines: row.routines?.routines ?? 0,
      rehearsals: row.routines?.rehearsals ?? 0,
      lastRehearsedAt: last === null ? null : new Date(last),
    };
  }
  if (isShared(sharing.journals)) {
    out.journals = journalFigures(row.journalEntriesThisWeek ?? 0, row.ratings ?? [], row.weekStart);
    if (ratingsFalling(out.journals.performanceTrend)) flags.push("ratings-falling");
  }
  if (isShared(sharing.mvpMindset)) {
    out.mvpMindset = { mvpSaved: row.mvpSaved === true, mindsetSaved: row.mindsetSaved === true };
  }
  out.flags = flags.map((code) => ({ code, message: TABLE_FLAG_MESSAGES[code] }));
  return out;
}

/** The team table of a team the viewer coaches (or any team, for the admin); anything else is NOT_FOUND. */
export async function teamTable(
  db: Database,
  viewer: Viewer,
  { teamId }: TeamIdInput,
  now = new Date(),
): Promise<TeamTable> {
  const grant = await authorize(db, viewer, { kind: "team", teamId, manage: false });
  const rows = await rowsRead(db).execute({ teamId: grant.team.id, now: now.toISOString() });
  const { joinCode, ...team } = grant.team;
  return {
    team: {
      ...team,
      joinCode: grant.coachesTeam ? joinCode : null,
      coaches: grant.coaches,
      athleteCount: grant.athleteCount,
    },
    athletes: rows.map((row) => toTableRow(row, now)),
  };
}
