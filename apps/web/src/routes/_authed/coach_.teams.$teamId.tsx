import { createFileRoute } from "@tanstack/react-router";
import { CoachLoadFailed } from "../../components/coach/coach-load-failed";
import { coachText } from "../../components/coach/coach-text";
import { TeamPage } from "../../components/coach/team-page";

/** /coach/teams/$teamId (issue 29): the team table, its join code and link, its coaches. */
export const Route = createFileRoute("/_authed/coach_/teams/$teamId")({
  loader: ({ context, params }) => context.trpc.coach.teams.get.ensureData(params),
  component: TeamRoute,
  errorComponent: ({ error }) => (
    <CoachLoadFailed error={error} missing={coachText.teamMissing} failed={coachText.teamLoadFailed} />
  ),
});

function TeamRoute() {
  const { teamId } = Route.useParams();
  return <TeamPage teamId={teamId} />;
}
