import { OnboardingResponses } from "@onepercent/validators/onboarding";

const KEY = "onepercent.onboardingDraft";

/** platform.md §4: a failed save falls back to this browser, so the answers are not lost. */
export function saveDraft(responses: OnboardingResponses): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(responses));
  } catch {
    // Unavailable storage: nothing more we can keep.
  }
}

export function readDraft(): OnboardingResponses | null {
  try {
    const text = localStorage.getItem(KEY);
    if (!text) return null;
    const parsed = OnboardingResponses.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearDraft(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
