import { createFileRoute } from "@tanstack/react-router";
import { CoachLoadFailed } from "../../components/coach/coach-load-failed";
import { coachText } from "../../components/coach/coach-text";
import { CoachTeamsPage } from "../../components/coach/teams-page";

/**
 * /coach (issue 29): the coach's teams; the admin's, every team. The server decides who may see
 * them: anyone else gets NOT_FOUND, which the page says plainly (no guard here: the route table
 * every page loads stays small).
 */
export const Route = createFileRoute("/_authed/coach")({
  loader: ({ context }) =>
    Promise.all([context.trpc.coach.teams.list.ensureData(undefined), context.trpc.coach.status.ensureData(undefined)]),
  component: CoachTeamsPage,
  errorComponent: ({ error }) => (
    <CoachLoadFailed error={error} missing={coachText.notACoach} failed={coachText.teamsLoadFailed} back="dashboard" />
  ),
});
