import type { AdminUserSortColumn } from "@onepercent/validators/admin-users";
import { ADMIN_USER_COLUMNS, type AdminUserColumn } from "@onepercent/validators/invitations";

export const columnLabels: Record<AdminUserSortColumn, string> = {
  name: "Name",
  email: "Email",
  createdAt: "Joined",
  lastActiveAt: "Last active",
  loginCount: "Logins",
  dailyJournals: "Daily journals",
  weeklyJournals: "Weekly journals",
  performanceJournals: "Performance journals",
  breathCycles: "Breath cycles",
  meditationMinutes: "Meditation minutes",
  concentrationGames: "Concentration games",
};

export type CountColumn = Exclude<AdminUserColumn, "name" | "email" | "createdAt">;

const countsUsage = (column: AdminUserColumn): column is CountColumn =>
  column !== "name" && column !== "email" && column !== "createdAt";

/** The usage counts, in the order the table shows them (the sortable columns after the first three). */
export const countColumns: CountColumn[] = ADMIN_USER_COLUMNS.filter(countsUsage);

/** Every sortable column, in the order the table shows them. */
export const sortColumns: AdminUserSortColumn[] = ["name", "email", "createdAt", "lastActiveAt", ...countColumns];

export const isCountColumn = (column: AdminUserSortColumn): column is CountColumn =>
  countColumns.some((candidate) => candidate === column);
