/** platform.md §5: the journey option offered to coaches. */
export const COACH_JOURNEY_OPTION = "I'm a coach helping athletes build a stronger mental game";

/** "a year", "6 years", "more than 20 years": how long the user has played, inside a sentence. */
export function yearsPhrase(yearsPlaying: string): string {
  if (yearsPlaying === "Less than 1") return "less than a year";
  if (yearsPlaying === "More than 20") return "more than 20 years";
  return yearsPlaying === "1" ? "a year" : `${yearsPlaying} years`;
}
