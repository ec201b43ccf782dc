import { z } from "zod";
import { IdRef } from "./ids";
import { FULL_JOURNALS_MIN_AGE, TEAM_JOIN_MAX_FAILURES, TEAM_JOIN_WINDOW_SECONDS, TEAM_NAME_MAX } from "./limits";
import { teamMessages } from "./messages/teams";
import { emailAddress, requiredText } from "./text-schemas";

export { TEAM_JOIN_MAX_FAILURES, TEAM_JOIN_WINDOW_SECONDS, TEAM_NAME_MAX };

/**
 * Coaches, teams and sharing (issue 29, decision 035): what an athlete shares with the coaches
 * of each team they joined, area by area, and the rules both the server (which enforces them)
 * and the web app (which shows them) read.
 */

/** The areas an athlete shares per team, in the order the summary and the settings list them. */
export const SHARE_AREAS = ["usage", "habits", "focus", "routines", "journals", "mvpMindset"] as const;
export type ShareArea = (typeof SHARE_AREAS)[number];

/** Every area but journals is shared or not; journals are not shared, shared as ratings only, or in full. */
export const SWITCH_LEVELS = ["none", "shared"] as const;
export const JOURNAL_LEVELS = ["none", "ratings", "full"] as const;
/** Every level any area has (the audit list's from and to). */
export const SHARE_LEVELS = ["none", "shared", "ratings", "full"] as const;
export type ShareLevel = (typeof SHARE_LEVELS)[number];
const SwitchLevel = z.enum(SWITCH_LEVELS, teamMessages.levelInvalid);
const JournalLevel = z.enum(JOURNAL_LEVELS, teamMessages.levelInvalid);

/** What one athlete shares with one team's coaches. */
export const Sharing = z.object({
  usage: SwitchLevel,
  habits: SwitchLevel,
  focus: SwitchLevel,
  routines: SwitchLevel,
  journals: JournalLevel,
  mvpMindset: SwitchLevel,
});
export type Sharing = z.infer<typeof Sharing>;

/** A new member shares usage counts (as the admin saw them before teams) and nothing else. */
export const DEFAULT_SHARING: Sharing = {
  usage: "shared",
  habits: "none",
  focus: "none",
  routines: "none",
  journals: "none",
  mvpMindset: "none",
};

/** How the summary names each area when it is shared (journals by their level). */
const AREA_WORDS: Record<Exclude<ShareArea, "journals">, string> = {
  usage: "usage counts",
  habits: "habits",
  focus: "focus",
  routines: "routines",
  mvpMindset: "MVP and mindset",
};
const JOURNAL_WORDS: Record<"ratings" | "full", string> = {
  ratings: "journal ratings",
  full: "full journal entries",
};

/** Whether an area is shared at all (journals at either level). */
export const isShared = (level: ShareLevel) => level !== "none";

/** The areas shared, in SHARE_AREAS order. */
export const sharedAreas = (sharing: Sharing): ShareArea[] => SHARE_AREAS.filter((area) => isShared(sharing[area]));

/**
 * Whether an athlete born in `birthYear` may share full journal entries on `today` (their local
 * "YYYY-MM-DD"). Only the birth year is known, so the age counted is the one they are certain to
 * have reached: an athlete born in 2010 counts as 15 for all of 2026 and as 16 from 1 January 2027.
 */
export function mayShareFullJournals(birthYear: number, today: string): boolean {
  const year = Number(today.slice(0, 4));
  return year - birthYear - 1 >= FULL_JOURNALS_MIN_AGE;
}

/** What coaches may actually read: full journals fall back to ratings while the athlete is too young. */
export function effectiveSharing(sharing: Sharing, birthYear: number, today: string): Sharing {
  if (sharing.journals !== "full" || mayShareFullJournals(birthYear, today)) return sharing;
  return { ...sharing, journals: "ratings" };
}

/** "A", "A and B", "A, B and C". */
function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/**
 * The plain summary an athlete reads per team: "Coach Sam Rivera sees: habits, focus, journal
 * ratings"; with several coaches "Coach A and Coach B see: …" (names as the accounts spell them).
 */
export function sharingSummary(coachNames: readonly string[], sharing: Sharing): string {
  if (coachNames.length === 0) return teamMessages.noCoach;
  const words = sharedAreas(sharing).map((area) =>
    area === "journals" ? JOURNAL_WORDS[sharing.journals === "full" ? "full" : "ratings"] : AREA_WORDS[area],
  );
  const who = listed(coachNames.map((name) => `Coach ${name}`));
  const verb = coachNames.length === 1 ? "sees" : "see";
  return `${who} ${verb}: ${words.length === 0 ? teamMessages.seesNothing : words.join(", ")}`;
}

/**
 * "Performance ratings falling three weeks in a row": the weekly averages (oldest first, null for a
 * week without a performance entry; the current week last) fell three times in a row. A current
 * week without an entry yet is left out, so the flag does not wait for this week's entry.
 */
export function ratingsFalling(weeks: readonly (number | null)[]): boolean {
  const settled = weeks.at(-1) === null ? weeks.slice(0, -1) : weeks;
  const last = settled.slice(-4);
  const ratings = last.filter((rating): rating is number => rating !== null);
  if (ratings.length < 4) return false;
  for (let index = 1; index < ratings.length; index++) {
    const before = ratings[index - 1];
    const rating = ratings[index];
    if (before === undefined || rating === undefined || rating >= before) return false;
  }
  return true;
}

// ——— Inputs ———

const TeamName = requiredText(teamMessages.nameRequired, TEAM_NAME_MAX, teamMessages.nameTooLong);

export const TeamIdInput = z.object({ teamId: IdRef });
export type TeamIdInput = z.infer<typeof TeamIdInput>;

export const CreateTeamInput = z.object({ name: TeamName });
export type CreateTeamInput = z.infer<typeof CreateTeamInput>;

export const UpdateTeamInput = z.object({ teamId: IdRef, data: z.object({ name: TeamName }) });
export type UpdateTeamInput = z.infer<typeof UpdateTeamInput>;

/** A team code as an athlete types or pastes it (the code is 43 characters; anything longer is no code). */
export const JoinTeamInput = z.object({ code: requiredText(teamMessages.codeRequired, 200, teamMessages.codeInvalid) });
export type JoinTeamInput = z.infer<typeof JoinTeamInput>;

/** The areas to change (the others keep their level). */
export const UpdateSharingInput = z.object({ teamId: IdRef, data: Sharing.partial() });
export type UpdateSharingInput = z.infer<typeof UpdateSharingInput>;

export const ShareHistoryInput = z.object({ teamId: IdRef.optional() }).prefault({});
export type ShareHistoryInput = z.infer<typeof ShareHistoryInput>;

export const AddTeamCoachInput = z.object({ teamId: IdRef, email: emailAddress(teamMessages.coachEmailRequired) });
export type AddTeamCoachInput = z.infer<typeof AddTeamCoachInput>;

export const RemoveTeamCoachInput = z.object({ teamId: IdRef, userId: IdRef });
export type RemoveTeamCoachInput = z.infer<typeof RemoveTeamCoachInput>;

// ——— The athlete's side: answers ———

/** Someone or something answered by id and name (a coach, an athlete, a team). */
export const Named = z.object({ id: z.string(), name: z.string() });

/** One team the athlete is in: its coaches, what they see, and whether full journals may be chosen. */
export const MembershipView = z.object({
  teamId: z.string(),
  name: z.string(),
  joinedAt: z.date(),
  coaches: z.array(Named),
  sharing: Sharing,
  summary: z.string(),
  fullJournalsAllowed: z.boolean(),
});
export type MembershipView = z.infer<typeof MembershipView>;

/** One change of what a team's coaches see, as the athlete's audit list shows it. */
export const ShareChangeView = z.object({
  teamId: z.string().nullable(),
  teamName: z.string(),
  area: z.enum(SHARE_AREAS),
  from: z.enum(SHARE_LEVELS),
  to: z.enum(SHARE_LEVELS),
  changedAt: z.date(),
});
export type ShareChangeView = z.infer<typeof ShareChangeView>;

/** What leaving or deleting a team answers. */
export const TeamRef = z.object({ teamId: z.string() });
