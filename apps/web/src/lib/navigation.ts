import type { LinkProps } from "@tanstack/react-router";
import { BookOpenText, Brain, LayoutDashboard, ListChecks, type LucideIcon, Target, Wind } from "lucide-react";

export type To = NonNullable<LinkProps["to"]>;

export interface NavItem {
  label: string;
  /** A shorter label for the bottom bar of the narrowest phones (the full one stays its name). */
  barLabel?: string;
  to: To;
  icon: LucideIcon;
}

/**
 * The primary navigation (platform.md §2: Dashboard, Motivation, Mindset, Daily Habits,
 * Focus, Journal), in the spec's order. An area appears here when its feature has landed;
 * none is a placeholder. The drawer's items are in lib/drawer.ts, so that their icons load
 * with the drawer, not with every page.
 */
export const primaryNav: NavItem[] = [
  { label: "Dashboard", barLabel: "Home", to: "/dashboard", icon: LayoutDashboard },
  { label: "Motivation", barLabel: "MVP", to: "/mvp", icon: Target },
  { label: "Mindset", to: "/mindset", icon: Brain },
  { label: "Daily Habits", barLabel: "Habits", to: "/daily-success-checklist", icon: ListChecks },
  { label: "Focus", to: "/focus", icon: Wind },
  { label: "Journal", to: "/journal", icon: BookOpenText },
];
