import type { AppRouter } from "@onepercent/api";
import type { inferRouterOutputs } from "@trpc/server";

type Outputs = inferRouterOutputs<AppRouter>;
/** The checklist as habits.list answers it. */
export type Checklist = Outputs["habits"]["list"];
export type ChecklistAction = Checklist["actions"][number];
export type ChecklistDay = ChecklistAction["week"][number];
export type HistoryDay = Outputs["habits"]["history"]["days"][number];
