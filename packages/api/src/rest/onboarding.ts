import { appRouter } from "../root";
import { type RestRow, row } from "./types";

const { onboarding } = appRouter;

/** The onboarding state as the legacy client reads it after a save. */
const saved = <R>(status: { completed: boolean; needed: boolean; responses: R }) => ({
  success: true,
  onboardingCompleted: status.completed,
  onboardingNeeded: status.needed,
  onboardingResponses: status.responses,
});

/** A coach's suggestions with its source beside them (platform.md §6). */
const suggestions = <T extends { source: string }>({ source, ...found }: T) => ({ suggestions: found, source });

/** Onboarding and the anonymous suggestion paths (platform.md §5–§7). */
export const onboardingRows: RestRow[] = [
  row({ method: "POST", path: "/api/onboarding/save", access: "user", procedure: onboarding.save, answer: saved }),
  row({
    method: "POST",
    path: "/api/users/:userId/onboarding",
    access: "user",
    owner: { from: "params" },
    procedure: onboarding.saveAnswers,
    answer: saved,
  }),
  row({
    method: "POST",
    path: "/ai/generate-mvp-suggestions",
    access: "public",
    procedure: onboarding.mvpSuggestions,
    answer: suggestions,
  }),
  row({
    method: "POST",
    path: "/ai/generate-mindset-suggestions",
    access: "public",
    procedure: onboarding.mindsetSuggestions,
    answer: suggestions,
  }),
];
