import { LayoutDashboard, type LucideIcon } from "lucide-react";

export interface NavItem {
  label: string;
  to: "/dashboard";
  icon: LucideIcon;
}

/**
 * The primary navigation (platform.md §2: Dashboard, Motivation, Mindset, Daily Habits,
 * Focus, Journal). An area appears here when its feature has landed; none is a placeholder.
 */
export const primaryNav: NavItem[] = [{ label: "Dashboard", to: "/dashboard", icon: LayoutDashboard }];

/** platform.md §9: paths that skip session validation; everything else needs a session. */
const PUBLIC_PREFIXES = [
  "/home",
  "/login",
  "/register",
  "/new-profile",
  "/forgot-password",
  "/reset-password",
  "/terms",
  "/privacy",
];

export function isPrivatePath(pathname: string): boolean {
  return pathname !== "/" && !PUBLIC_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}
