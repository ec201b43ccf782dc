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
