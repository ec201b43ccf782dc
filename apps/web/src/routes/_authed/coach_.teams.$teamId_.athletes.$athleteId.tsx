import { createFileRoute } from "@tanstack/react-router";
import { AthletePage } from "../../components/coach/athlete/athlete-page";
import { CoachLoadFailed } from "../../components/coach/coach-load-failed";
import { coachText } from "../../components/coach/coach-text";

/** /coach/teams/$teamId/athletes/$athleteId (issue 29): only what the athlete shares with the team. */
export const Route = createFileRoute("/_authed/coach_/teams/$teamId_/athletes/$athleteId")({
  loader: ({ context, params }) => context.trpc.coach.athletes.get.ensureData(params),
  component: AthleteRoute,
  errorComponent: ({ error }) => (
    <CoachLoadFailed error={error} missing={coachText.athleteMissing} failed={coachText.athleteLoadFailed} />
  ),
});

function AthleteRoute() {
  const { teamId, athleteId } = Route.useParams();
  return <AthletePage teamId={teamId} athleteId={athleteId} />;
}
