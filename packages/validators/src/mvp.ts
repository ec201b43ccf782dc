import { z } from "zod";
import { messages } from "./messages/common";

/** planning-and-reflection.md §9: at most 5 goals per list. */
export const MVP_MAX_GOALS = 5;
/** §5, §9: each list starts with 3 blank slots (and is padded to at least 3 when read). */
export const MVP_BLANK_SLOTS = 3;
export const MVP_MISSION_MAX = 1000;
export const MVP_STATEMENT_MAX = 500;
/** §2.1, §9: the wizard opens about 300 ms after the server says there is no MVP yet. */
export const MVP_WIZARD_AUTO_OPEN_MS = 300;
/** §8, §9: after a successful save the wizard closes after 1.5 seconds. */
export const MVP_WIZARD_SUCCESS_CLOSE_MS = 1500;
/** §9: success banners and toasts stay 3 seconds. */
export const MVP_BANNER_MS = 3000;

/** §2.1: the five wizard steps, in order. */
export const MVP_WIZARD_STEPS = [
  "Introduction",
  "Mission Statement",
  "Vision",
  "Process Goals",
  "Review & Confirm",
] as const;
export type MvpWizardStep = (typeof MVP_WIZARD_STEPS)[number];

/** §2.1: the first goal is titled Main Goal, later ones Goal N. */
export function goalLabel(index: number): string {
  return index === 0 ? "Main Goal" : `Goal ${index + 1}`;
}

/** §3: each list is padded with blank entries to at least 3. */
export function padGoals(items: readonly string[]): string[] {
  const padded = items.slice(0, MVP_MAX_GOALS);
  while (padded.length < MVP_BLANK_SLOTS) padded.push("");
  return padded;
}

/** §5: Add is hidden at 5 items. */
export const canAddGoal = (items: readonly string[]): boolean => items.length < MVP_MAX_GOALS;
/** §5: every item except the first can be removed. */
export const canRemoveGoal = (index: number): boolean => index > 0;

export function addGoal(items: readonly string[]): string[] {
  return canAddGoal(items) ? [...items, ""] : [...items];
}

export function removeGoal(items: readonly string[], index: number): string[] {
  return canRemoveGoal(index) ? items.filter((_, position) => position !== index) : [...items];
}

/** Puts a suggestion into the first blank slot, or adds a slot while fewer than 5 exist. */
export function placeSuggestion(items: readonly string[], suggestion: string): string[] {
  const text = suggestion.trim();
  if (text === "" || items.some((item) => item.trim() === text)) return [...items];
  const blank = items.findIndex((item) => item.trim() === "");
  if (blank >= 0) return items.map((item, index) => (index === blank ? text : item));
  return canAddGoal(items) ? [...items, text] : [...items];
}

/** §3: a vision returned as a string becomes a one-item list. */
export function visionAsList(value: unknown): string[] {
  if (typeof value === "string") return value.trim() === "" ? [] : [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === "string");
  return [];
}

const statements = (tooMany: string) =>
  z.preprocess(
    (value) => (typeof value === "string" ? visionAsList(value) : value),
    z
      .array(
        z.string(messages.mvpStatementTooLong).trim().max(MVP_STATEMENT_MAX, messages.mvpStatementTooLong),
        tooMany,
      )
      .transform((items) => items.filter((item) => item !== ""))
      .refine((items) => items.length <= MVP_MAX_GOALS, tooMany),
  );

const mission = z.string(messages.mvpMissionTooLong).trim().max(MVP_MISSION_MAX, messages.mvpMissionTooLong);

/**
 * §5: what a save sends, the whole record or any of its fields (PUT /api/users/mvp). Blank
 * items are dropped, the mission is trimmed, and each list keeps at most 5 items.
 */
export const SaveMvpInput = z.object({
  mission: mission.optional(),
  vision: statements(messages.mvpTooManyVision).optional(),
  principles: statements(messages.mvpTooManyProcessGoals).optional(),
});
export type SaveMvpInput = z.input<typeof SaveMvpInput>;

/**
 * A complete MVP as stored: the first vision and the first process goal are required (the page
 * marks them Required); the mission may stay empty.
 */
export const MvpRecord = z.object({
  mission: mission.default(""),
  vision: statements(messages.mvpTooManyVision).refine((items) => items.length > 0, messages.mvpVisionRequired),
  principles: statements(messages.mvpTooManyProcessGoals).refine(
    (items) => items.length > 0,
    messages.mvpProcessGoalRequired,
  ),
});
export type MvpRecord = z.infer<typeof MvpRecord>;

export const MvpView = z.object({
  mission: z.string(),
  vision: z.array(z.string()),
  principles: z.array(z.string()),
  updatedAt: z.date(),
});
export type MvpView = z.infer<typeof MvpView>;

/** §7 POST /api/ai/goal-suggestions: which part of the MVP to suggest for. */
export const GOAL_SUGGESTION_TYPES = ["mission", "longTermGoals", "processGoals"] as const;
export type GoalSuggestionType = (typeof GOAL_SUGGESTION_TYPES)[number];

/** The wizard step each data step asks suggestions for; the other steps have none (§8). */
export const WIZARD_SUGGESTION_TYPE: Partial<Record<MvpWizardStep, GoalSuggestionType>> = {
  "Mission Statement": "mission",
  Vision: "longTermGoals",
  "Process Goals": "processGoals",
};

const userText = z.string().trim().max(MVP_MISSION_MAX).optional().catch(undefined);

/**
 * §7: `type` and the legacy `userData`. The server personalises by the caller's own profile
 * and onboarding answers; `currentGoals` are left out of the answer.
 */
export const GoalSuggestionsInput = z.object({
  type: z.enum(GOAL_SUGGESTION_TYPES, messages.goalSuggestionsTypeInvalid),
  userData: z
    .object({
      name: userText,
      sport: userText,
      position: userText,
      gender: userText,
      currentGoals: z.preprocess(visionAsList, z.array(z.string().max(MVP_MISSION_MAX))).optional(),
    })
    .optional(),
});
export type GoalSuggestionsInput = z.input<typeof GoalSuggestionsInput>;

/** Suggestions without the ones the user already has (compared without case and spaces). */
export function withoutCurrent(suggestions: readonly string[], current: readonly string[] = []): string[] {
  const taken = new Set(current.map((item) => item.trim().toLowerCase()));
  return suggestions.filter((item) => !taken.has(item.trim().toLowerCase()));
}

/** §8: on any suggestion failure the wizard offers these examples: one mission, 3 vision, 3 process goals. */
export const MVP_EXAMPLE_SUGGESTIONS = {
  mission:
    "To compete with passion and discipline, giving my best effort every day and lifting my teammates along the way.",
  vision: [
    "Earn a starting position on my team this season",
    "Compete at the state championship within two years",
    "Be known as a leader who stays calm under pressure",
  ],
  processGoals: [
    "Arrive 10 minutes early to every practice",
    "Take three deep breaths before every performance moment",
    "Write in my journal after every practice and game",
  ],
} as const;

/** §8: the message shown for a failed suggestion call, by what went wrong. */
export function goalSuggestionsError(failure: { status?: number | undefined; noResponse?: boolean }): string {
  if (failure.noResponse) return messages.goalSuggestionsNoResponse;
  if (failure.status === 400) return messages.goalSuggestionsInvalid;
  if (failure.status === 401) return messages.goalSuggestionsAuth;
  if (failure.status !== undefined) return messages.goalSuggestionsServer.replace("{status}", String(failure.status));
  return messages.goalSuggestionsFailed;
}

/** Display names of the page's cards, for '{Field} updated successfully!'. */
export const MVP_FIELD_NAMES = { mission: "Mission", vision: "Vision", principles: "Process Goals" } as const;
export type MvpField = keyof typeof MVP_FIELD_NAMES;

/** §8 per-field save banners: '{Field} updated successfully!' / 'Error saving {field}. Please try again.' */
export function mvpFieldMessage(fields: readonly MvpField[], ok: boolean): string {
  const names = fields.map((field) => MVP_FIELD_NAMES[field]);
  const joined =
    names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
  return ok
    ? messages.mvpFieldSaved.replace("{Field}", joined)
    : messages.mvpFieldSaveFailed.replace("{field}", joined.toLowerCase());
}
