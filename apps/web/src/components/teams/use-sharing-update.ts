import {
  type MembershipView,
  SHARE_AREAS,
  type ShareArea,
  type Sharing,
  sharingSummary,
} from "@onepercent/validators/teams";
import { useRef, useState } from "react";
import { errorMessage } from "../../lib/form-errors";
import { trpc } from "../../lib/trpc";
import { teamTexts } from "./texts";

/** A membership with other levels, and the summary the server would say for them. */
const withSharing = (team: MembershipView, sharing: Sharing): MembershipView => ({
  ...team,
  sharing,
  summary: sharingSummary(
    team.coaches.map((coach) => coach.name),
    sharing,
  ),
});

const copyLevel = <A extends ShareArea>(to: Sharing, from: Sharing, area: A) => {
  to[area] = from[area];
};

/** `current` with the areas `changed` names set back to their level in `before`. */
function undone(current: Sharing, before: Sharing, changed: Partial<Sharing>): Sharing {
  const sharing = { ...current };
  for (const area of SHARE_AREAS) if (changed[area] !== undefined) copyLevel(sharing, before, area);
  return sharing;
}

/**
 * What one team's coaches see, changed at once on the screen (teams.sharing.update): the level and
 * the summary change before the server answers; a refusal puts the area back and says why. While
 * several changes are on their way, only the last answer replaces the team (the others' levels stay).
 */
export function useSharingUpdate(teamId: string) {
  const utils = trpc.useUtils();
  const inFlight = useRef(0);
  const [error, setError] = useState<string | null>(null);
  const patch = (change: (team: MembershipView) => MembershipView) =>
    utils.teams.list.setData(undefined, (teams) =>
      teams?.map((team) => (team.teamId === teamId ? change(team) : team)),
    );

  const update = trpc.teams.sharing.update.useMutation({
    onMutate: async ({ data }) => {
      inFlight.current += 1;
      setError(null);
      await utils.teams.list.cancel();
      const before = utils.teams.list.getData()?.find((team) => team.teamId === teamId)?.sharing;
      patch((team) => withSharing(team, { ...team.sharing, ...data }));
      return { before };
    },
    onError: (failure, { data }, context) => {
      const before = context?.before;
      if (before) patch((team) => withSharing(team, undone(team.sharing, before, data)));
      setError(errorMessage(failure, teamTexts.sharingFailed));
      if (inFlight.current === 1) void utils.teams.list.invalidate();
    },
    onSuccess: (team) => {
      if (inFlight.current === 1) patch(() => team);
    },
    onSettled: () => {
      inFlight.current -= 1;
      void utils.teams.audit.list.invalidate();
    },
  });

  return {
    /** Sets one area's level for this team. */
    set: <A extends ShareArea>(area: A, level: Sharing[A]) => update.mutate({ teamId, data: { [area]: level } }),
    error,
  };
}
