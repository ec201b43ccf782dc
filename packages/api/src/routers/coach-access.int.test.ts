import { useTestDatabase } from "@onepercent/db/testing";
import {
  JOURNAL_LEVELS,
  SHARE_AREAS,
  type ShareArea,
  type ShareLevel,
  SWITCH_LEVELS,
  UpdateSharingInput,
} from "@onepercent/validators/teams";
import { beforeAll, describe, expect, it } from "vitest";
import { refusal } from "../testing";
import { teamCallers } from "../testing/teams";

/*
 * The authorization of the coach's side (issue 29, decision 035), generated from one table: who
 * asks × the athlete's relation to the team × what the athlete shares × each area. An allowed
 * case reads the area alone, finds it on the athlete page and in the team table row; any other
 * is NOT_FOUND, answered exactly like a team that does not exist, and no other area shows.
 */

const database = useTestDatabase();
const t = teamCallers(database);

type Caller = Awaited<ReturnType<typeof t.athlete>>["caller"];
interface Athlete {
  id: string;
  caller: Caller;
}

interface World {
  teamId: string;
  joinCode: string;
  coach: Caller;
  otherTeamCoach: Caller;
  removedCoach: Caller;
  admin: Caller;
  teammate: Caller;
  /** In the team for every case. */
  member: Athlete;
  /** Joins, shares and leaves again before each case. */
  leaver: Athlete;
}

/** Who asks, whether they may read the team at all, and their caller for the athlete of the case. */
const VIEWERS: { viewer: string; readsTeam: boolean; caller: (world: World, athlete: Athlete) => Caller }[] = [
  { viewer: "a coach of the team", readsTeam: true, caller: (world) => world.coach },
  { viewer: "the admin", readsTeam: true, caller: (world) => world.admin },
  { viewer: "a coach of another team", readsTeam: false, caller: (world) => world.otherTeamCoach },
  { viewer: "a removed coach of the team", readsTeam: false, caller: (world) => world.removedCoach },
  { viewer: "another athlete of the team", readsTeam: false, caller: (world) => world.teammate },
  { viewer: "the athlete", readsTeam: false, caller: (_, athlete) => athlete.caller },
];

/** The athlete's relation to the team. */
const RELATIONS = [
  { relation: "in the team", member: true },
  { relation: "who left the team", member: false },
] as const;

/** Every level of every area (journals: none, ratings, full; the others: none, shared). */
const SETTINGS: { area: ShareArea; level: ShareLevel }[] = SHARE_AREAS.flatMap((area) =>
  (area === "journals" ? JOURNAL_LEVELS : SWITCH_LEVELS).map((level) => ({ area, level })),
);

const CASES = VIEWERS.flatMap(({ viewer, readsTeam, caller }) =>
  RELATIONS.flatMap(({ relation, member }) =>
    SETTINGS.map(({ area, level }) => ({
      viewer,
      relation,
      area,
      level,
      readsTeam,
      member,
      caller,
      allowed: readsTeam && member && level !== "none",
    })),
  ),
);

/** Only `area` shared, at `level`; every other area none. */
const only = (area: ShareArea, level: ShareLevel) =>
  UpdateSharingInput.shape.data.parse(
    Object.fromEntries(SHARE_AREAS.map((name) => [name, name === area ? level : "none"])),
  );

const areaKeys = (row: object) => SHARE_AREAS.filter((area) => area in row);

/** The kind of assigned item whose progress each area shows (the others show none). */
const PROGRESS_OF: Partial<Record<ShareArea, string>> = { habits: "habit", focus: "breathwork", routines: "routine" };

let world: World;

beforeAll(async () => {
  // The athletes are 18 (born 2007): full journals are theirs to share.
  const coach = await t.coachWithTeam("Falcons");
  const other = await t.coachWithTeam("Hawks");
  const removed = await t.coach();
  await coach.caller.coach.teams.coaches.add({ teamId: coach.team.id, email: removed.email });
  const { caller: admin } = await t.unlockedAdmin();
  await admin.admin.coaches.revoke({ userId: removed.id });
  const member = await t.member(coach.team);
  const teammate = await t.member(coach.team);
  const leaver = await t.athlete();
  // A program the member accepted: a routine, a habit and a breathing pattern (issue 29 part 4).
  const program = await coach.caller.coach.assignments.create({
    teamId: coach.team.id,
    athleteId: member.id,
    content: {
      kind: "program",
      name: "Pre-season",
      weeks: 2,
      items: [
        {
          kind: "routine",
          routine: { name: "Serve", triggerDescription: "Ball", physicalAction: "Bounce", steps: ["Go"] },
        },
        { kind: "habit", habit: { action: "Stretch" } },
        { kind: "breathwork", preset: { name: "Calm", inhale: 4, hold1: 0, exhale: 6, hold2: 0, cycles: 5 } },
      ],
    },
  });
  await member.caller.teams.offers.accept({ assignmentId: program.id });
  world = {
    teamId: coach.team.id,
    joinCode: coach.team.joinCode,
    coach: coach.caller,
    otherTeamCoach: other.caller,
    removedCoach: removed.caller,
    admin,
    teammate: teammate.caller,
    member,
    leaver,
  };
});

describe("the coach's side, by who asks × the athlete's relation × the share setting × the area", () => {
  it.each(CASES)("$viewer, of an athlete $relation who shares $area at $level: allowed $allowed", async (row) => {
    const athlete = row.member ? world.member : world.leaver;
    const data = only(row.area, row.level);
    if (row.member) {
      await athlete.caller.teams.sharing.update({ teamId: world.teamId, data });
    } else {
      await athlete.caller.teams.join({ code: world.joinCode });
      await athlete.caller.teams.sharing.update({ teamId: world.teamId, data });
      await athlete.caller.teams.leave({ teamId: world.teamId });
    }
    const viewer = row.caller(world, athlete);
    const target = { teamId: world.teamId, athleteId: athlete.id };
    const missingTeam = await refusal(viewer.coach.teams.get({ teamId: crypto.randomUUID() }));
    expect(missingTeam.code).toBe("NOT_FOUND");

    // The area alone.
    const area = viewer.coach.athletes.area({ ...target, area: row.area });
    if (row.allowed) expect((await area).area).toBe(row.area);
    else expect(await refusal(area)).toEqual(missingTeam);

    // The athlete page: only the shared area, or nothing at all.
    const page = viewer.coach.athletes.get(target);
    if (row.readsTeam && row.member) expect(areaKeys((await page).areas)).toEqual(row.allowed ? [row.area] : []);
    else expect(await refusal(page)).toEqual(missingTeam);

    // The assignments: the member's answer always, the progress of the shared area's items only.
    const listed = viewer.coach.assignments.list({ teamId: world.teamId });
    if (row.readsTeam) {
      const offers = (await listed).flatMap((item) => item.offers).filter((offer) => offer.athleteId === athlete.id);
      const kind = row.allowed ? PROGRESS_OF[row.area] : undefined;
      if (!row.member) expect(offers).toEqual([]);
      else expect(offers[0]?.progress?.map((item) => item.kind)).toEqual(kind === undefined ? undefined : [kind]);
    } else expect(await refusal(listed)).toEqual(missingTeam);

    // The team table: the athlete's row has only the shared area's figures; one who left has no row.
    const table = viewer.coach.teams.get({ teamId: world.teamId });
    if (!row.readsTeam) {
      expect(await refusal(table)).toEqual(missingTeam);
      return;
    }
    const athleteRow = (await table).athletes.find((candidate) => candidate.athleteId === athlete.id);
    if (!row.member) expect(athleteRow).toBeUndefined();
    else expect(areaKeys(athleteRow ?? {})).toEqual(row.allowed ? [row.area] : []);
  });

  it("covers every area at every level for each viewer and relation", () => {
    expect(CASES).toHaveLength(VIEWERS.length * RELATIONS.length * (SHARE_AREAS.length * 2 + 1));
    expect(CASES.filter((row) => row.allowed)).toHaveLength(2 * (SHARE_AREAS.length + 1));
  });
});
