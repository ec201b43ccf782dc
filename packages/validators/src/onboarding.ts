import { z } from "zod";
import { messages } from "./messages/common";

/** platform.md §2: the seven steps of the onboarding modal, in order. */
export const ONBOARDING_STEPS = [
  "Introduction",
  "Why I Play",
  "Your Journey",
  "Your Goals",
  "Current Mental State",
  "Desired Mental State",
  "App Expectations",
] as const;

export const ONBOARDING_TEXT_MAX = 1000;
export const ONBOARDING_OPTION_MAX = 300;

/** Options one selection may hold (suggested plus custom). */
export const ONBOARDING_OPTIONS_MAX = 12;

/** One option of a selection (a custom one is written by the user): trimmed and not blank. */
export const OnboardingOption = z
  .string()
  .trim()
  .min(1, messages.onboardingCustomOptionBlank)
  .max(ONBOARDING_OPTION_MAX);
const OptionList = z.array(OnboardingOption).max(ONBOARDING_OPTIONS_MAX);
/**
 * A user's own options (customStatements), as a list or as one text: one text is a one-item
 * list; a blank one is no option.
 */
const Options = z.union([
  OptionList,
  z
    .string()
    .transform((text) => (text.trim() === "" ? [] : [text]))
    .pipe(OptionList),
]);

/**
 * A selection as it was sent: a list of options, or one text (platform.md §3 lists the answers
 * as single values and the old client sent them so). It is kept, and read back, in that shape.
 */
const Selection = z.union([OptionList, z.string().trim().max(ONBOARDING_OPTION_MAX)]);
export type OnboardingSelection = z.infer<typeof Selection>;

/** The options of a selection: a text is one option, a blank text none. */
export function selectedOptions(selection: OnboardingSelection | undefined): string[] {
  if (selection === undefined) return [];
  if (typeof selection !== "string") return selection;
  return selection === "" ? [] : [selection];
}

/**
 * platform.md §3 "Onboarding responses": the answers kept on the user (users.onboarding_responses).
 * Each selection step keeps the chosen options (suggested or custom); customStatements keeps the
 * custom options the user wrote, per step. Answers feed the profile and the AI coach.
 */
export const OnboardingResponses = z.object({
  whyIPlaySport: z.string().trim().max(ONBOARDING_TEXT_MAX),
  journey: Selection,
  goals: Selection,
  currentMentalState: Selection,
  desiredMentalState: Selection,
  expectations: Selection,
  customStatements: z
    .object({
      journey: Options,
      goals: Options,
      expectations: Options,
      current_mental_state: Options,
      desired_mental_state: Options,
    })
    .partial()
    .default({}),
});
export type OnboardingResponses = z.infer<typeof OnboardingResponses>;

/** platform.md §9: each onboarding step offers 3 to 6 suggestion options. */
export const ONBOARDING_SUGGESTIONS_MIN = 3;
export const ONBOARDING_SUGGESTIONS_MAX = 6;

/** platform.md §3: the six answers, in onboarding order (the profile shows them so too). */
export const ONBOARDING_ANSWER_KEYS = [
  "whyIPlaySport",
  "journey",
  "goals",
  "currentMentalState",
  "desiredMentalState",
  "expectations",
] as const;
/** An answer, and the step that fills it (the coach suggests options for each). */
export type OnboardingAnswerKey = (typeof ONBOARDING_ANSWER_KEYS)[number];
export type OnboardingSelectionField = Exclude<OnboardingAnswerKey, "whyIPlaySport">;

/** The answers a step fills, by step index (the Introduction fills none). */
export const ONBOARDING_STEP_FIELDS = [null, ...ONBOARDING_ANSWER_KEYS] as const;

/** The key of customStatements that keeps a selection step's custom options. */
export const CUSTOM_STATEMENT_KEYS = {
  journey: "journey",
  goals: "goals",
  expectations: "expectations",
  currentMentalState: "current_mental_state",
  desiredMentalState: "desired_mental_state",
} as const satisfies Record<OnboardingSelectionField, keyof OnboardingResponses["customStatements"]>;

export const EMPTY_ONBOARDING_RESPONSES: OnboardingResponses = {
  whyIPlaySport: "",
  journey: [],
  goals: [],
  currentMentalState: [],
  desiredMentalState: [],
  expectations: [],
  customStatements: {},
};

/**
 * platform.md §5: the message that stops Next on step `step` (0–6), or null when the step is
 * answered. The server applies the same rule to every step before it records completion.
 */
export function onboardingStepError(step: number, responses: OnboardingResponses): string | null {
  const field = ONBOARDING_STEP_FIELDS[step];
  if (!field) return null;
  if (field === "whyIPlaySport") {
    return responses.whyIPlaySport.trim() === "" ? messages.onboardingWhyIPlayRequired : null;
  }
  return selectedOptions(responses[field]).length === 0 ? messages.onboardingSelectOption : null;
}

/** The first unanswered step's message, or null when all seven steps are answered. */
export function onboardingCompletionError(responses: OnboardingResponses): string | null {
  for (let step = 0; step < ONBOARDING_STEPS.length; step += 1) {
    const error = onboardingStepError(step, responses);
    if (error) return error;
  }
  return null;
}

function requireAnsweredSteps(input: { responses: OnboardingResponses; completed: boolean }, context: z.RefinementCtx) {
  if (!input.completed) return;
  const error = onboardingCompletionError(input.responses);
  if (error) context.addIssue({ code: "custom", path: ["responses"], message: error });
}

/** Save the answers; `completed` records the end of the questionnaire and needs every step answered. */
export const SaveOnboardingInput = z
  .object({ responses: OnboardingResponses, completed: z.boolean().default(false) })
  .superRefine(requireAnsweredSteps);
export type SaveOnboardingInput = z.input<typeof SaveOnboardingInput>;

/**
 * POST /api/users/{userId}/onboarding {responses}: the legacy client's fallback for a failed
 * save. Without `completed` it completes the onboarding when every step is answered.
 */
export const LegacyOnboardingSave = z
  .object({ responses: OnboardingResponses, completed: z.boolean().optional() })
  .transform(({ responses, completed }) => ({
    responses,
    completed: completed ?? onboardingCompletionError(responses) === null,
  }))
  .superRefine(requireAnsweredSteps);

/** Close the modal early (platform.md §4); the answers given so far may be kept. */
export const CloseOnboardingInput = z.object({ responses: OnboardingResponses.optional() }).default({});

/** Answers given so far, as the suggestions of a later step build on them. */
export const PartialOnboardingResponses = OnboardingResponses.partial();
export type PartialOnboardingResponses = z.infer<typeof PartialOnboardingResponses>;

export const OnboardingSuggestionsInput = z.object({
  step: z.enum(ONBOARDING_ANSWER_KEYS),
  responses: PartialOnboardingResponses.default({}),
});
export type OnboardingSuggestionsInput = z.input<typeof OnboardingSuggestionsInput>;

/** The legacy shapes of POST /api/users/{id}/onboarding (platform.md §7): single answers or lists. */
export const LegacyOnboardingAnswers = z.object({
  sport: z.string().trim().max(100).optional(),
  whyIPlay: z.string().trim().max(ONBOARDING_TEXT_MAX).optional(),
  journey: Selection.optional(),
  goals: Selection.optional(),
  expectations: Selection.optional(),
});
export type LegacyOnboardingAnswers = z.infer<typeof LegacyOnboardingAnswers>;

/** Each issue of a failed parse, added to the surrounding parse at the same path. */
function forwardIssues(error: z.ZodError, context: z.RefinementCtx) {
  for (const issue of error.issues) context.addIssue({ code: "custom", message: issue.message, path: issue.path });
  return z.NEVER;
}

/**
 * POST /api/users/{id}/onboarding carries either `{responses}` (the save fallback) or single
 * answers; a body with `responses` is read as the first, any other as the second.
 */
export const LegacyOnboardingPost = z.unknown().transform((raw, context) => {
  if (typeof raw === "object" && raw !== null && "responses" in raw) {
    const all = LegacyOnboardingSave.safeParse(raw);
    return all.success ? { kind: "all" as const, all: all.data } : forwardIssues(all.error, context);
  }
  const answers = LegacyOnboardingAnswers.safeParse(raw);
  return answers.success ? { kind: "answers" as const, answers: answers.data } : forwardIssues(answers.error, context);
});

/** POST /ai/generate-mvp-suggestions and /ai/generate-mindset-suggestions: the onboarding answers. */
export const CoachSuggestionsInput = z.object({ responses: PartialOnboardingResponses.default({}) });
export type CoachSuggestionsInput = z.input<typeof CoachSuggestionsInput>;
