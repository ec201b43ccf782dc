import { z } from "zod";
import { teamMessages } from "./messages/teams";
import { Count } from "./number-schemas";
import { Named } from "./teams";

/**
 * The coach's side of teams (issue 29, decision 035): the coach's teams and the team table. A
 * figure comes from one shared area; when the athlete does not share that area the row has no
 * key for it at all (never null or zero), so nothing hints at what is not shared.
 */

const Rating = z.number().nullable();

/** Whether the caller may open the coach's pages (a coach) and sees every team (the admin). */
export const CoachStatus = z.object({ coach: z.boolean(), admin: z.boolean() });
export type CoachStatus = z.infer<typeof CoachStatus>;

/** A team as its coaches see it; the join code only for its own coaches (null for the admin). */
export const CoachTeamView = Named.extend({
  createdAt: z.date(),
  joinCode: z.string().nullable(),
  coaches: z.array(Named),
  athleteCount: Count,
});
export type CoachTeamView = z.infer<typeof CoachTeamView>;

/** The flags of a row, each from an area the athlete shares. */
const TABLE_FLAGS = ["inactive", "ratings-falling"] as const;
export type TableFlagCode = (typeof TABLE_FLAGS)[number];
export const TABLE_FLAG_MESSAGES: Record<TableFlagCode, string> = {
  inactive: teamMessages.inactive,
  "ratings-falling": teamMessages.ratingsFalling,
};
/** "No activity for 7 days": no session activity or sign-in for this long. */
export const INACTIVE_AFTER_MS = 7 * 24 * 60 * 60 * 1000;
/** The habit streaks of the table count the days of this many weeks at most (the athlete's page counts them all). */
export const TABLE_STREAK_WEEKS = 12;
/** The performance ratings of this many weeks (the current one last) decide the falling flag. */
export const TABLE_RATING_WEEKS = 5;

/** usage: when the athlete was last active, and their sign-ins this week (in their own zone). */
const UsageFigures = z.object({ lastActiveAt: z.date().nullable(), signInsThisWeek: Count });
/** habits: scheduled days done this week (percent) and the longest current streak of any habit. */
const HabitFigures = z.object({ habits: Count, completionThisWeek: z.number().int(), bestCurrentStreak: Count });
/** focus: this week's breathwork, relaxation and concentration grid. */
const FocusFigures = z.object({
  breathworkSessions: Count,
  breathCycles: Count,
  relaxationMinutes: Count,
  concentrationGames: Count,
});
/** routines: how many, their rehearsals in all, and the last one. */
const RoutineFigures = z.object({ routines: Count, rehearsals: Count, lastRehearsedAt: z.date().nullable() });
/** journals (ratings or full): this week's entries and average ratings, and the weekly performance ratings. */
const JournalFigures = z.object({
  entriesThisWeek: Count,
  performanceRating: Rating,
  mentalRating: Rating,
  weeklyRating: Rating,
  /** The average performance rating of each of the last TABLE_RATING_WEEKS weeks, oldest first. */
  performanceTrend: z.array(Rating),
});
/** mvpMindset: whether each is saved. */
const MvpMindsetFigures = z.object({ mvpSaved: z.boolean(), mindsetSaved: z.boolean() });

/** One athlete of the team table: name and joining always; each area's figures only when shared. */
export const TeamTableRow = z.object({
  athleteId: z.string(),
  name: z.string(),
  joinedAt: z.date(),
  flags: z.array(z.object({ code: z.enum(TABLE_FLAGS), message: z.string() })),
  usage: UsageFigures.optional(),
  habits: HabitFigures.optional(),
  focus: FocusFigures.optional(),
  routines: RoutineFigures.optional(),
  journals: JournalFigures.optional(),
  mvpMindset: MvpMindsetFigures.optional(),
});
export type TeamTableRow = z.infer<typeof TeamTableRow>;

export const TeamTable = z.object({ team: CoachTeamView, athletes: z.array(TeamTableRow) });
export type TeamTable = z.infer<typeof TeamTable>;

// ——— The admin's side ———

/** An account that may coach, with who made it a coach and how many teams it coaches. */
export const CoachGrantView = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  grantedAt: z.date(),
  teams: Count,
});
export type CoachGrantView = z.infer<typeof CoachGrantView>;

/** What granting or revoking answers: whether the account may coach now. */
export const CoachState = z.object({ userId: z.string(), coach: z.boolean() });
export type CoachState = z.infer<typeof CoachState>;

/** The team table as a CSV file (coach.teams.export): its name and its text. */
export const TeamExport = z.object({ fileName: z.string(), csv: z.string() });
export type TeamExport = z.infer<typeof TeamExport>;
