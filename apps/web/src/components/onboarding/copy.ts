import type { OnboardingSelectionField } from "@onepercent/validators/onboarding";

export interface Who {
  firstName: string;
  sport: string;
  role: "Athlete" | "Parent" | "Coach";
}

/** The user's sport in a sentence: "your sport" when it is Other. */
export const sportOf = (who: Who) => (who.sport === "Other" ? "your sport" : who.sport.toLowerCase());

/** The wording for the user's role. */
export const byRole = (who: Who, words: Record<Who["role"], string>) => words[who.role];

/** The question and its hint on each selection step, in the user's words. */
export function selectionCopy(field: OnboardingSelectionField, who: Who): { question: string; hint: string } {
  switch (field) {
    case "journey":
      return {
        question: who.role === "Coach" ? "Where are you in your coaching journey?" : "Where are you in your journey?",
        hint: "Choose everything that fits, or add your own.",
      };
    case "goals":
      return {
        question: "What do you want to achieve with mental training?",
        hint: `Pick the goals that matter most in ${sportOf(who)} right now.`,
      };
    case "currentMentalState":
      return {
        question: byRole(who, {
          Coach: "How does your athletes' mental game look right now?",
          Parent: "How does your athlete's mental game look right now?",
          Athlete: "How does your mental game feel right now?",
        }),
        hint: "Be honest: your answers are only used to personalise your training.",
      };
    case "desiredMentalState":
      return {
        question: byRole(who, {
          Coach: "How do you want your athletes to feel when they compete?",
          Parent: "How do you want your athlete to feel when they compete?",
          Athlete: "How do you want to feel when you compete?",
        }),
        hint: "Picture yourself at your best. What is it like?",
      };
    case "expectations":
      return {
        question: "What do you want from OnePercent?",
        hint: "Choose what would help you most. Every tool stays open to you whenever you want it.",
      };
  }
}

export const whyQuestion = (who: Who): string =>
  byRole(who, {
    Coach: `Why do you coach ${sportOf(who)}?`,
    Parent: `Why does ${sportOf(who)} matter to your family?`,
    Athlete: `Why do you play ${sportOf(who)}?`,
  });
