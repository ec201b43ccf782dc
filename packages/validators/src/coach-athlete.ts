import { z } from "zod";
import { BreathworkHistory } from "./breathwork";
import { ConcentrationData } from "./concentration";
import { HabitDayView, HabitListItem, HabitWeekProgress } from "./habits";
import { IdRef } from "./ids";
import { JournalEntry, JournalTrendWeek } from "./journal";
import { Mindset } from "./mindset";
import { MvpView } from "./mvp";
import { Count } from "./number-schemas";
import { RoutineView } from "./routines";
import { Named, SHARE_AREAS } from "./teams";

/**
 * The coach's page of one athlete (issue 29, decision 035): only the areas the athlete shares with
 * that team, each read by the same services the athlete's own pages use. An area not shared has
 * no key in `areas`, and asking for it alone is NOT_FOUND.
 */

export const CoachAthleteInput = z.object({ teamId: IdRef, athleteId: IdRef });
export type CoachAthleteInput = z.infer<typeof CoachAthleteInput>;

export const CoachAthleteAreaInput = CoachAthleteInput.extend({ area: z.enum(SHARE_AREAS) });
export type CoachAthleteAreaInput = z.infer<typeof CoachAthleteAreaInput>;

/** usage: last activity and sign-ins this week and last week (the athlete's zone). */
export const UsageDetail = z.object({
  lastActiveAt: z.date().nullable(),
  signInsThisWeek: Count,
  signInsLastWeek: Count,
});
export type UsageDetail = z.infer<typeof UsageDetail>;

/** habits: each habit's week, rates and streaks; no day notes (they are the athlete's words). */
export const HabitsDetail = z.object({
  weekStart: z.string(),
  thisWeek: HabitWeekProgress,
  actions: z.array(
    HabitListItem.pick({
      id: true,
      action: true,
      category: true,
      frequency: true,
      customDays: true,
      completionRate: true,
      thisWeek: true,
      streaks: true,
    }).extend({ week: z.array(HabitDayView.pick({ day: true, date: true, status: true })) }),
  ),
});
export type HabitsDetail = z.infer<typeof HabitsDetail>;

/** focus: breathwork of the last 30 days, the concentration grid, relaxation of the last 30 days. */
export const FocusDetail = z.object({
  breathwork: BreathworkHistory.pick({ stats: true, days: true }),
  concentration: ConcentrationData,
  relaxation: z.object({ recentSessions: Count, recentMinutes: Count }),
});
export type FocusDetail = z.infer<typeof FocusDetail>;

/** routines: the list and rehearsal counts (not the steps). */
const RoutinesDetail = z.object({
  routines: z.array(
    RoutineView.pick({ _id: true, name: true, createdAt: true, rehearsals: true, lastRehearsedAt: true }),
  ),
});

/** journals: twelve weeks of ratings; with "full", the entries of those weeks too. */
export const JournalsDetail = z.object({
  level: z.enum(["ratings", "full"]),
  trends: z.array(JournalTrendWeek),
  entries: z.array(JournalEntry).optional(),
});
export type JournalsDetail = z.infer<typeof JournalsDetail>;

const MvpMindsetDetail = z.object({ mvp: MvpView.nullable(), mindset: Mindset.nullable() });

/** The shared areas of an athlete, each key present only when that area is shared. */
export const SharedAreas = z
  .object({
    usage: UsageDetail,
    habits: HabitsDetail,
    focus: FocusDetail,
    routines: RoutinesDetail,
    journals: JournalsDetail,
    mvpMindset: MvpMindsetDetail,
  })
  .partial();
export type SharedAreas = z.infer<typeof SharedAreas>;

export const CoachAthleteView = z.object({
  athlete: Named,
  team: Named,
  areas: SharedAreas,
});
export type CoachAthleteView = z.infer<typeof CoachAthleteView>;

/** One shared area alone (the athlete page's charts load an area at a time). */
export const CoachAthleteArea = z.discriminatedUnion("area", [
  z.object({ area: z.literal("usage"), data: UsageDetail }),
  z.object({ area: z.literal("habits"), data: HabitsDetail }),
  z.object({ area: z.literal("focus"), data: FocusDetail }),
  z.object({ area: z.literal("routines"), data: RoutinesDetail }),
  z.object({ area: z.literal("journals"), data: JournalsDetail }),
  z.object({ area: z.literal("mvpMindset"), data: MvpMindsetDetail }),
]);
export type CoachAthleteArea = z.infer<typeof CoachAthleteArea>;
