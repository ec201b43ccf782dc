import { createFileRoute } from "@tanstack/react-router";
import { DailyPlanner } from "../../components/planner/daily-planner";
import { todayInBrowser } from "../../lib/today";

/** The daily planner (planning-and-reflection.md §2.9). */
export const Route = createFileRoute("/_authed/daily-planner")({
  loader: ({ context }) => context.trpc.planner.daily.prefetch({ date: todayInBrowser() }),
  component: DailyPlanner,
});
