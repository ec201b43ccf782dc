import type { JOURNAL_LEVELS, ShareArea, ShareLevel } from "@onepercent/validators/teams";

/**
 * The teams screen's own words (issue 29). What the server says (refusals, the sharing summary)
 * comes from the server or from validators' teamMessages; these are the screen's labels and the
 * fallbacks for a failure that brought no message meant for the athlete.
 */
export const teamTexts = {
  loadFailed: "Failed to load your teams. Please try again.",
  joinFailed: "Failed to join the team. Please try again.",
  leaveFailed: "Failed to leave the team. Please try again.",
  sharingFailed: "Failed to change what your coaches see. Please try again.",
  historyFailed: "Failed to load your sharing history.",
  joined: (team: string) => `You joined ${team}. Your coaches see your usage counts, nothing else yet.`,
  alreadyIn: (team: string) => `You are already in ${team}.`,
  left: (team: string) => `You left ${team}. Its coaches no longer see anything of yours.`,
} as const;

/** The query parameter of the join link a coach shares: /profile/teams?code=… */
export const TEAM_CODE_PARAM = "code";

/** Each area's name, in the settings and the history. */
export const AREA_LABELS: Record<ShareArea, string> = {
  usage: "Usage counts",
  habits: "Habits",
  focus: "Focus",
  routines: "Routines",
  journals: "Journals",
  mvpMindset: "MVP and mindset",
};

/** What the team's coaches see of an area once it is shared (decision 035). */
export const AREA_DETAILS: Record<ShareArea, string> = {
  usage: "When you were last active and how often you sign in",
  habits: "Completion and streaks, never your notes",
  focus: "Breathwork, relaxation and concentration grid practice",
  routines: "Your routines' names and how often you rehearse them, never the steps",
  journals: "Ratings: weekly averages. Full entries: what you wrote in the last twelve weeks",
  mvpMindset: "Your mission, vision, process goals and mindset",
};

/** A level as the history says it ("Habits: not shared → shared"). */
export const LEVEL_WORDS: Record<ShareLevel, string> = {
  none: "not shared",
  shared: "shared",
  ratings: "ratings only",
  full: "full entries",
};

/** The journal choices, as the radio group labels them. */
export const JOURNAL_CHOICES = [
  { level: "none", label: "Not shared" },
  { level: "ratings", label: "Ratings only" },
  { level: "full", label: "Full entries" },
] as const satisfies readonly { level: (typeof JOURNAL_LEVELS)[number]; label: string }[];
