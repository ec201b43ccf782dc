import type { StarterTask } from "@onepercent/validators/starter-tasks";
import type { LinkProps } from "@tanstack/react-router";
import type { ModalName } from "../../lib/modals";

type To = NonNullable<LinkProps["to"]>;

/**
 * How the Get Started card names each task and where it is done, once that area has landed:
 * a page (`to`) or an overlay over the dashboard (`modal`).
 */
export const STARTER_TASK_DETAILS: Record<StarterTask, { label: string; hint: string; to?: To; modal?: ModalName }> = {
  onboarding: {
    label: "Complete your onboarding",
    hint: "Tell your coach why you play and what you want",
    modal: "onboarding",
  },
  motivation: { label: "Set your mission and vision", hint: "Motivation: your MVP", to: "/mvp" },
  mindset: { label: "Build your mindset", hint: "Choose the beliefs you train by", to: "/mindset" },
  firstJournalEntry: {
    label: "Write your first journal entry",
    hint: "Reflect on today in two minutes",
    to: "/journal",
  },
  firstHabitCheck: { label: "Check off your first habit", hint: "Daily Habits", to: "/daily-success-checklist" },
  firstBreathCycle: { label: "Complete a breath cycle", hint: "Focus: breathwork", modal: "breathwork" },
  firstRelaxationSession: { label: "Finish a relaxation session", hint: "Focus: relaxation", modal: "relaxation" },
  firstConcentrationGame: {
    label: "Play the concentration grid",
    hint: "Focus: concentration",
    modal: "concentration",
  },
};
