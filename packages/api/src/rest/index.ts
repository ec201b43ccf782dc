import { adminRows } from "./admin";
import { aiRows } from "./ai";
import { authRows } from "./auth";
import { dashboardRows } from "./dashboard";
import { focusRows } from "./focus";
import { habitRows } from "./habits";
import { journalRows } from "./journal";
import { mindsetRows } from "./mindset";
import { mvpRows } from "./mvp";
import { onboardingRows } from "./onboarding";
import { plannerRows } from "./planner";
import { recoveryRows } from "./recovery";
import { reminderRows } from "./reminders";
import { routineRows } from "./routines";
import type { RestRoute, RestRow } from "./types";
import { userByIdRows, userRows } from "./users";

/**
 * The legacy paths of platform.md §7, one file of rows per area (docs/decisions/015-rest-rows.md),
 * and the few new paths a client other than the web app calls (a notification's "Done": reminders.ts).
 * Static paths come before parameterised ones: /api/users/:userId is mounted last.
 */
const restRows: RestRow[] = [
  ...authRows,
  ...recoveryRows,
  ...dashboardRows,
  ...habitRows,
  ...userRows,
  ...adminRows,
  ...mvpRows,
  ...plannerRows,
  ...onboardingRows,
  ...journalRows,
  ...mindsetRows,
  ...focusRows,
  ...routineRows,
  ...aiRows,
  ...reminderRows,
  ...userByIdRows,
];

/** Every mounted path: a row with aliases is served at each of them. */
export const restRoutes: RestRoute[] = restRows.flatMap((declared) =>
  (typeof declared.path === "string" ? [declared.path] : declared.path).map((path) => ({ ...declared, path })),
);

export { ACCOUNT_EXPORT_PATH, AI_UPLOAD_PATH, GOOGLE_CALLBACK_PATH, hostRows } from "./host";
export { type RestResult, restError, runRestRow } from "./run";
export type { HostHandlerName, HostRow, RestRoute } from "./types";
