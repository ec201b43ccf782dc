import type { PartialOnboardingResponses } from "@onepercent/validators";
import type { CoachProfile } from "../types";
import type { SportVoice } from "./sport";

/** platform.md §5: the journey option offered to coaches. */
export const COACH_JOURNEY_OPTION = "I'm a coach helping athletes build a stronger mental game";

export function yearsPhrase(yearsPlaying: string): string {
  if (yearsPlaying === "Less than 1") return "less than a year";
  if (yearsPlaying === "More than 20") return "more than 20 years";
  return yearsPlaying === "1" ? "a year" : `${yearsPlaying} years`;
}

export interface Setting {
  profile: CoachProfile;
  voice: SportVoice;
  position: string | null;
  responses: PartialOnboardingResponses;
}
