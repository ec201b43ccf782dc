import type { LinkProps } from "@tanstack/react-router";
import { Grid3x3, type LucideIcon, Waves, Wind } from "lucide-react";
import { type ComponentType, lazy } from "react";
import type { FocusTool } from "../../lib/modals";

type To = NonNullable<LinkProps["to"]>;

export interface FocusToolDetails {
  tool: FocusTool;
  /** The tab's label (training-and-tools.md §2: Breathwork, Relaxation, Concentration). */
  label: string;
  title: string;
  intro: string;
  icon: LucideIcon;
  /** The tool's own page. */
  page: To;
  /** The tool itself, without page chrome; its code loads when it is first shown. */
  Component: ComponentType;
}

/** The three Focus tools in the switch's order; Breathwork is the default. */
const BREATHWORK: FocusToolDetails = {
  tool: "breathwork",
  label: "Breathwork",
  title: "Breathwork",
  intro: "Pace your breathing to settle nerves or lift your energy, wherever you are.",
  icon: Wind,
  page: "/breathwork",
  Component: lazy(() => import("./breathwork/breathwork-trainer").then((m) => ({ default: m.BreathworkTrainer }))),
};

export const FOCUS_TOOL_DETAILS: readonly FocusToolDetails[] = [
  BREATHWORK,
  {
    tool: "relaxation",
    label: "Relaxation",
    title: "Relaxation",
    intro: "A guided pause with a calm voice: breathe, scan your body and let tension go.",
    icon: Waves,
    page: "/relaxation",
    Component: lazy(() => import("./relaxation/relaxation-timer").then((m) => ({ default: m.RelaxationTimer }))),
  },
  {
    tool: "concentration",
    label: "Concentration",
    title: "Concentration Grid",
    intro: "Find the numbers in order as fast as you can, and watch your times drop week by week.",
    icon: Grid3x3,
    page: "/concentration-grid",
    Component: lazy(() => import("./concentration/concentration-grid").then((m) => ({ default: m.ConcentrationGrid }))),
  },
];

export function focusToolDetails(tool: FocusTool): FocusToolDetails {
  return FOCUS_TOOL_DETAILS.find((details) => details.tool === tool) ?? BREATHWORK;
}
