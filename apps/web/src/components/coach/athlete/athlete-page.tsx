import { Card } from "@onepercent/ui/card";
import { PageHeader } from "@onepercent/ui/page-header";
import { ArrowLeft } from "lucide-react";
import { trpc } from "../../../lib/trpc";
import { NeedsConnection } from "../../common/needs-connection";
import { BackLink } from "../../ui/back-link";
import { coachText } from "../coach-text";
import { AthleteOffers } from "./athlete-offers";
import { FocusArea } from "./focus-area";
import { HabitsArea } from "./habits-area";
import { AthleteNotes } from "./item-notes";
import { JournalsArea } from "./journals-area";
import { MvpMindsetArea } from "./mvp-mindset-area";
import { RoutinesArea } from "./routines-area";
import { UsageArea } from "./usage-area";

/**
 * /coach/teams/$teamId/athletes/$athleteId (issue 29 §3): what the athlete shares with the team,
 * one section per shared area. An area the athlete does not share has no key in the answer and
 * no section here: nothing says it exists.
 */
export function AthletePage({ teamId, athleteId }: { teamId: string; athleteId: string }) {
  const [{ athlete, team, areas }] = trpc.coach.athletes.get.useSuspenseQuery({ teamId, athleteId });
  const now = new Date();
  const sections = [
    areas.usage && <UsageArea key="usage" usage={areas.usage} now={now} />,
    areas.habits && <HabitsArea key="habits" habits={areas.habits} />,
    areas.focus && <FocusArea key="focus" focus={areas.focus} />,
    areas.routines && <RoutinesArea key="routines" routines={areas.routines} now={now} />,
    areas.journals && <JournalsArea key="journals" journals={areas.journals} />,
    areas.mvpMindset && <MvpMindsetArea key="mvpMindset" mvpMindset={areas.mvpMindset} />,
  ].filter(Boolean);
  return (
    <div className="space-y-6">
      <PageHeader
        back={
          <BackLink to="/coach/teams/$teamId" params={{ teamId: team.id }} icon={ArrowLeft}>
            {team.name}
          </BackLink>
        }
        title={athlete.name}
      />
      <NeedsConnection />
      <AthleteOffers teamId={teamId} athleteId={athleteId} />
      {sections.length > 0 ? (
        <AthleteNotes teamId={teamId} athleteId={athleteId}>
          {sections}
        </AthleteNotes>
      ) : (
        <Card>
          <p className="py-6 text-center text-slate-600">{coachText.nothingShared}</p>
        </Card>
      )}
    </div>
  );
}
