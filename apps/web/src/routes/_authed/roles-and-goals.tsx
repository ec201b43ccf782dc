import { messages } from "@onepercent/validators/messages/common";
import { createFileRoute } from "@tanstack/react-router";
import { LoadFailed } from "../../components/common/load-failed";
import { RolesAndGoals } from "../../components/planner/role-goals";

/** Roles and goals, the quarterly goals (planning-and-reflection.md §2.7). */
export const Route = createFileRoute("/_authed/roles-and-goals")({
  loader: ({ context }) => context.trpc.planner.roleGoals.list.ensureData(undefined),
  component: RolesAndGoals,
  errorComponent: () => <LoadFailed message={messages.roleGoalsFetchFailed} />,
});
