/**
 * Analytics rules without zod, so the web app's analytics queue (loaded on every page, the
 * home page included) does not pull zod into the entry chunk. The schemas are in ./analytics.
 */
/** The product analytics events (platform.md §1). */
export const ANALYTICS_EVENTS = [
  "Page View",
  "View Home Page",
  "App Loaded",
  "Login",
  "Registration",
  "Feature Used",
  "Profile Updated",
  "Onboarding",
  "Relaxation Ended Early",
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

/**
 * The properties of a "Relaxation Ended Early" event (training-and-tools.md §4), in the
 * spec's snake_case names. A type alias, not an interface, so it fits AnalyticsProperties.
 */
export type RelaxationEndedEarlyProperties = {
  planned_duration_minutes: number;
  /** The whole seconds relaxed before the end. */
  actual_duration_seconds: number;
  /** The planned seconds left: planned minutes × 60 − actual_duration_seconds. */
  remaining_seconds: number;
  /** When the session was ended, as an ISO 8601 time. */
  timestamp: string;
};

/** The `action` property of an "Onboarding" event: the modal opened, a step passed, completed, closed early. */
export const ONBOARDING_ANALYTICS_ACTIONS = ["started", "step", "completed", "closed"] as const;
export type OnboardingAnalyticsAction = (typeof ONBOARDING_ANALYTICS_ACTIONS)[number];

export const ANALYTICS_MAX_EVENTS_PER_BATCH = 50;
export const ANALYTICS_MAX_PROPERTIES = 20;
export const ANALYTICS_MAX_PATH_LENGTH = 300;
export const ANALYTICS_MAX_PROPERTY_KEY_LENGTH = 100;
export const ANALYTICS_MAX_PROPERTY_VALUE_LENGTH = 500;

/** Page titles of the first path segments whose title is not simply the segment's words. */
const PAGE_TITLES: Record<string, string> = {
  "": "Home",
  home: "Home",
  mvp: "Motivation",
  "daily-success-checklist": "Daily Habits",
  "routine-builder": "Performance Routines",
  "new-profile": "Create Profile",
  register: "Create Profile",
  login: "Sign In",
  "terms-and-conditions": "Terms and Conditions",
  admin: "Admin Dashboard",
};

/** First path segments followed by a secret (the e-mailed reset token), never kept by analytics. */
const SECRET_BEARING_SEGMENTS = new Set(["reset-password"]);

function pathOnly(pathname: string): string {
  return pathname.split(/[?#]/, 1)[0] ?? "";
}

function firstSegmentOf(pathname: string): string {
  return (
    pathOnly(pathname)
      .split("/")
      .find((segment) => segment !== "") ?? ""
  );
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The page title tracked for a path: only the first segment counts ("/two-week-planner" → "Two Week Planner"). */
export function pageTitleFor(pathname: string): string {
  const segment = firstSegmentOf(pathname).toLowerCase();
  const known = PAGE_TITLES[segment];
  if (known !== undefined) return known;
  return segment
    .split("-")
    .filter((word) => word !== "")
    .map(capitalised)
    .join(" ");
}

/**
 * The path as analytics keeps it: no query or fragment, and nothing after a segment that is
 * followed by a secret ("/reset-password/<token>" → "/reset-password").
 */
export function analyticsPath(pathname: string): string {
  const path = pathOnly(pathname);
  const segment = firstSegmentOf(path);
  return SECRET_BEARING_SEGMENTS.has(segment.toLowerCase()) ? `/${segment}` : path;
}

/** "Feature Used" events of the Daily Success Checklist and the dashboard's My Habits card. */
export const HABITS_FEATURE = "Daily Habits";
export const HABIT_ANALYTICS_ACTIONS = [
  "add",
  "edit",
  "delete",
  "reset",
  "check",
  "uncheck",
  "note",
  "history",
] as const;
export type HabitAnalyticsAction = (typeof HABIT_ANALYTICS_ACTIONS)[number];
/** "Feature Used" names of the journals (planning-and-reflection.md §2.5, §2.6). */
export const JOURNAL_FEATURES = {
  daily: "Daily Journal",
  weekly: "Weekly Journal",
  performance: "Performance Journal",
} as const;
/** "Feature Used" name of the mindset page and its Process Wizard (planning-and-reflection.md §2.3, §2.4). */
export const MINDSET_FEATURE = "Mindset";
/** "Feature Used" names of roles and goals and the planners (planning-and-reflection.md §2.7, §2.9). */
export const PLANNER_FEATURES = {
  roleGoals: "Roles and Goals",
  daily: "Daily Planner",
  twoWeek: "Two-Week Planner",
} as const;
export type PlannerFeature = keyof typeof PLANNER_FEATURES;
