import type { StarterTask } from "@onepercent/validators/starter-tasks";
import type { LinkProps } from "@tanstack/react-router";
import type { FocusTool, ModalName } from "../../lib/modals";

type To = NonNullable<LinkProps["to"]>;
type StarterTaskDetails = { label: string; hint: string; to?: To; modal?: ModalName };

/** A Focus tool's task: done in the tool, opened over the dashboard, and hinted as "Focus: <tool>". */
const focusTask = (label: string, tool: FocusTool): StarterTaskDetails => ({
  label,
  hint: `Focus: ${tool}`,
  modal: tool,
});

/**
 * How the Get Started card names each task and where it is done, once that area has landed:
 * a page (`to`) or an overlay over the dashboard (`modal`).
 */
export const STARTER_TASK_DETAILS: Record<StarterTask, StarterTaskDetails> = {
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
  firstBreathCycle: focusTask("Complete a breath cycle", "breathwork"),
  firstRelaxationSession: focusTask("Finish a relaxation session", "relaxation"),
  firstConcentrationGame: focusTask("Play the concentration grid", "concentration"),
};
