import { appRouter } from "../root";
import { type RestRow, row } from "./types";

const { dashboard } = appRouter;

/** The starter tasks and the weekly performance of platform.md §3 and §7. */
export const dashboardRows: RestRow[] = [
  row({
    method: "POST",
    path: ["/api/users/starter-task", "/users/starter-task"],
    access: "user",
    procedure: dashboard.recordStarterTask,
    answer: (recorded) => ({ success: true, ...recorded }),
  }),
  // The weekly metrics, with the alternative names the legacy client also read.
  row({
    method: "GET",
    path: "/api/users/weekly-performance",
    access: "user",
    procedure: dashboard.get,
    answer: ({ weekly }) => ({
      ...weekly.current,
      meditationMinutes: weekly.current.relaxationMinutes,
      checklistCompletionPercentage: weekly.current.habitCompletionPercentage,
      weekStart: weekly.week.start,
      previousWeek: weekly.previous,
    }),
  }),
];
