import type { LinkProps } from "@tanstack/react-router";
import {
  BookOpenText,
  Brain,
  LayoutDashboard,
  ListChecks,
  type LucideIcon,
  Mail,
  Repeat,
  ShieldCheck,
  Target,
  UserRound,
  Wind,
} from "lucide-react";
import type { ModalName } from "./modals";

type To = NonNullable<LinkProps["to"]>;

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
 * none is a placeholder.
 */
export const primaryNav: NavItem[] = [
  { label: "Dashboard", barLabel: "Home", to: "/dashboard", icon: LayoutDashboard },
  { label: "Motivation", barLabel: "MVP", to: "/mvp", icon: Target },
  { label: "Mindset", to: "/mindset", icon: Brain },
  { label: "Daily Habits", barLabel: "Habits", to: "/daily-success-checklist", icon: ListChecks },
  { label: "Focus", to: "/focus", icon: Wind },
  { label: "Journal", to: "/journal", icon: BookOpenText },
];

/** A drawer entry: a page, or an overlay opened through the `modal` query parameter. */
export type DrawerItem =
  | { label: string; icon: LucideIcon; to: To; adminOnly?: boolean }
  | { label: string; icon: LucideIcon; modal: ModalName };

export interface DrawerGroup {
  /** Shown above the group's items; the spec names one group, "AI Tools". */
  title?: string;
  items: DrawerItem[];
}

/**
 * The menu drawer (platform.md §2): "AI Tools" (Visualization Audio, Mental Imagery, Ask Your
 * Coach), Profile, Contact Us, then Logout (added by the shell) and "Admin Dashboard" for the
 * admin only (decided by the server). Empty groups are not shown.
 */
export const drawerGroups: DrawerGroup[] = [
  { title: "AI Tools", items: [] },
  { items: [{ label: "Performance Routines", icon: Repeat, to: "/routine-builder" }] },
  { items: [{ label: "Profile", icon: UserRound, to: "/profile" }] },
  { items: [{ label: "Contact Us", icon: Mail, modal: "contact-us" }] },
  { items: [{ label: "Admin Dashboard", icon: ShieldCheck, to: "/admin", adminOnly: true }] },
];
