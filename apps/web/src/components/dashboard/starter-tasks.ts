import type { StarterTask } from "@onepercent/validators/starter-tasks";
import type { LinkProps } from "@tanstack/react-router";

type To = NonNullable<LinkProps["to"]>;

/** How the Get Started card names each task and where it is done, once that area has landed. */
export const STARTER_TASK_DETAILS: Record<StarterTask, { label: string; hint: string; to?: To }> = {
  onboarding: { label: "Complete your onboarding", hint: "Tell your coach why you play and what you want" },
  motivation: { label: "Set your mission and vision", hint: "Motivation: your MVP" },
  mindset: { label: "Build your mindset", hint: "Choose the beliefs you train by" },
  firstJournalEntry: { label: "Write your first journal entry", hint: "Reflect on today in two minutes" },
  firstHabitCheck: { label: "Check off your first habit", hint: "Daily Habits" },
  firstBreathCycle: { label: "Complete a breath cycle", hint: "Focus: breathwork" },
  firstRelaxationSession: { label: "Finish a relaxation session", hint: "Focus: relaxation" },
  firstConcentrationGame: { label: "Play the concentration grid", hint: "Focus: concentration" },
};
