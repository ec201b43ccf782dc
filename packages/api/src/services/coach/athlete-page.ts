import type { Database } from "@onepercent/db";
import type {
  CoachAthleteArea,
  CoachAthleteAreaInput,
  CoachAthleteInput,
  CoachAthleteView,
  SharedAreas,
} from "@onepercent/validators/coach-athlete";
import { sharedAreas } from "@onepercent/validators/teams";
import { authorize, type Viewer } from "./access";
import { readArea } from "./area-readers";

// The coach's page of one athlete (issue 29): only the areas the athlete shares with that team.

/** `areas` with `item`'s area set to its data. */
function withArea(areas: SharedAreas, item: CoachAthleteArea): SharedAreas {
  switch (item.area) {
    case "usage":
      return { ...areas, usage: item.data };
    case "habits":
      return { ...areas, habits: item.data };
    case "focus":
      return { ...areas, focus: item.data };
    case "routines":
      return { ...areas, routines: item.data };
    case "journals":
      return { ...areas, journals: item.data };
    case "mvpMindset":
      return { ...areas, mvpMindset: item.data };
  }
}

/** An athlete of a team the viewer coaches (or of any team, for the admin), with every area they share with it. */
export async function coachAthletePage(
  db: Database,
  viewer: Viewer,
  { teamId, athleteId }: CoachAthleteInput,
  now = new Date(),
): Promise<CoachAthleteView> {
  const grant = await authorize(db, viewer, { kind: "athlete", teamId, athleteId }, now);
  const items = await Promise.all(
    sharedAreas(grant.sharing).map((area) => readArea(db, grant.athlete, grant.sharing, area, now)),
  );
  return {
    athlete: { id: grant.athlete.id, name: grant.athlete.name },
    team: { id: grant.team.id, name: grant.team.name },
    areas: items.reduce(withArea, {}),
  };
}

/** One area of such an athlete; an area they do not share with the team is NOT_FOUND. */
export async function coachAthleteArea(
  db: Database,
  viewer: Viewer,
  { teamId, athleteId, area }: CoachAthleteAreaInput,
  now = new Date(),
): Promise<CoachAthleteArea> {
  const grant = await authorize(db, viewer, { kind: "athlete", teamId, athleteId, area }, now);
  return readArea(db, grant.athlete, grant.sharing, area, now);
}
