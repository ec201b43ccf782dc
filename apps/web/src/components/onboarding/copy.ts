import type { OnboardingSelectionField } from "@onepercent/validators";

export interface Who {
  firstName: string;
  sport: string;
  role: "Athlete" | "Parent" | "Coach";
}

/** The question and its hint on each selection step, in the user's words. */
export function selectionCopy(field: OnboardingSelectionField, who: Who): { question: string; hint: string } {
  const sport = who.sport === "Other" ? "your sport" : who.sport.toLowerCase();
  switch (field) {
    case "journey":
      return {
        question: who.role === "Coach" ? "Where are you in your coaching journey?" : "Where are you in your journey?",
        hint: "Choose everything that fits, or add your own.",
      };
    case "goals":
      return {
        question: "What do you want to achieve with mental training?",
        hint: `Pick the goals that matter most in ${sport} right now.`,
      };
    case "currentMentalState":
      return {
        question:
          who.role === "Coach"
            ? "How does your athletes' mental game look right now?"
            : who.role === "Parent"
              ? "How does your athlete's mental game look right now?"
              : "How does your mental game feel right now?",
        hint: "Be honest: your answers are only used to personalise your training.",
      };
    case "desiredMentalState":
      return {
        question:
          who.role === "Coach"
            ? "How do you want your athletes to feel when they compete?"
            : who.role === "Parent"
              ? "How do you want your athlete to feel when they compete?"
              : "How do you want to feel when you compete?",
        hint: "Picture yourself at your best. What is it like?",
      };
    case "expectations":
      return {
        question: "What do you want from OnePercent?",
        hint: "Choose what would help you most. Every tool stays open to you whenever you want it.",
      };
  }
}

export function whyQuestion(who: Who): string {
  const sport = who.sport === "Other" ? "your sport" : who.sport.toLowerCase();
  if (who.role === "Coach") return `Why do you coach ${sport}?`;
  if (who.role === "Parent") return `Why does ${sport} matter to your family?`;
  return `Why do you play ${sport}?`;
}
