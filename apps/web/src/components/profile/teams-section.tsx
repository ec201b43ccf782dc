import { UsersRound } from "lucide-react";
import { SubpageCard } from "./subpage-card";

/** /profile "Teams": what they are, and the way to the teams screen (/profile/teams, issue 29). */
export function TeamsSection() {
  return (
    <SubpageCard id="teams-title" icon={UsersRound} title="Teams" to="/profile/teams" action="Your teams">
      Join your coach's team with a code, and choose what each team's coaches see: habits, focus, routines, journals,
      your MVP and mindset. Change it or leave at any time.
    </SubpageCard>
  );
}
