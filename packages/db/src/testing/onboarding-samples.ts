import type { OnboardingResponses } from "@onepercent/validators";

/** Onboarding answers for tests: every step answered, and as the old client sends single answers. */
export const sampleOnboardingAnswers: OnboardingResponses = {
  whyIPlaySport: "I love competing with my friends.",
  journey: ["I'm competing for a starting spot or selection this season"],
  goals: ["Stay calm and composed in moments like serving at break point", "Own my serve"],
  currentMentalState: ["I replay a double fault long after it happens"],
  desiredMentalState: ["Present and focused on one point at a time"],
  expectations: ["About 15 minutes a day of mental training that fits my schedule"],
  customStatements: { goals: ["Own my serve"] },
};

/** The answers as the old client may send them: one text per step instead of a list (platform.md §3). */
export const sampleSingleAnswers = {
  whyIPlaySport: sampleOnboardingAnswers.whyIPlaySport,
  journey: "I'm competing for a starting spot or selection this season",
  goals: "Stay calm and composed in moments like serving at break point",
  currentMentalState: "I replay a double fault long after it happens",
  desiredMentalState: "Present and focused on one point at a time",
  expectations: "About 15 minutes a day of mental training that fits my schedule",
  customStatements: { goals: "Own my serve" },
};

/** The single answers as they are kept and read back: each text as sent (a user's own options as lists). */
export const sampleSingleAnswersSaved: OnboardingResponses = {
  ...sampleSingleAnswers,
  customStatements: { goals: ["Own my serve"] },
};

/** The single answers as the lists they stand for (what the coach reads from them). */
export const sampleSingleAnswersAsLists: OnboardingResponses = {
  whyIPlaySport: sampleOnboardingAnswers.whyIPlaySport,
  journey: [sampleSingleAnswers.journey],
  goals: [sampleSingleAnswers.goals],
  currentMentalState: [sampleSingleAnswers.currentMentalState],
  desiredMentalState: [sampleSingleAnswers.desiredMentalState],
  expectations: [sampleSingleAnswers.expectations],
  customStatements: { goals: ["Own my serve"] },
};
