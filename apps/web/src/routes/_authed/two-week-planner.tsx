import { twoWeekEnd } from "@onepercent/validators/planner-dates";
import { createFileRoute } from "@tanstack/react-router";
import { TwoWeekPlanner } from "../../components/planner/two-week-planner";
import { todayInBrowser } from "../../lib/today";

/** The two-week planner (planning-and-reflection.md §2.9). */
export const Route = createFileRoute("/_authed/two-week-planner")({
  loader: ({ context }) => {
    const startDate = todayInBrowser();
    return context.trpc.planner.twoWeek.prefetch({ startDate, endDate: twoWeekEnd(startDate) });
  },
  component: TwoWeekPlanner,
});
