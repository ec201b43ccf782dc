import { createFileRoute } from "@tanstack/react-router";
import { LoadFailed } from "../../components/common/load-failed";
import { TeamsPage } from "../../components/teams/teams-page";
import { TEAM_CODE_PARAM, teamTexts } from "../../components/teams/texts";

/**
 * Profile → Teams (issue 29): the teams the athlete is in and what each one's coaches see. A
 * coach's join link opens it with `?code=`, filled in for a one-click join.
 */
export const Route = createFileRoute("/_authed/profile_/teams")({
  validateSearch: (search: Record<string, unknown>): { code?: string } => {
    const code = search[TEAM_CODE_PARAM];
    return typeof code === "string" && code.trim() !== "" ? { code: code.trim() } : {};
  },
  loader: ({ context }) =>
    Promise.all([context.trpc.teams.list.ensureData(undefined), context.trpc.teams.audit.list.prefetch({})]),
  component: TeamsRoute,
  errorComponent: () => <LoadFailed message={teamTexts.loadFailed} />,
});

function TeamsRoute() {
  const { code } = Route.useSearch();
  return <TeamsPage code={code} />;
}
