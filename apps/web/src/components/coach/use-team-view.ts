import { trpc } from "../../lib/trpc";
import type { CoachTeam } from "./types";

/**
 * What every change of a team does with the team its procedure answers: the team page shows it at
 * once (the athletes' rows stay, untouched), and the list of teams is read again.
 */
export function useTeamView(teamId: string) {
  const utils = trpc.useUtils();
  return (team: CoachTeam) => {
    utils.coach.teams.get.setData({ teamId }, (table) => (table ? { ...table, team } : table));
    void utils.coach.teams.list.invalidate();
  };
}
