import { useTestDatabase } from "@onepercent/db/testing";
import { messages } from "@onepercent/validators";
import { teamMessages } from "@onepercent/validators/messages/teams";
import { DEFAULT_SHARING, TEAM_JOIN_MAX_FAILURES } from "@onepercent/validators/teams";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { refusal } from "../testing";
import { teamCallers } from "../testing/teams";

const database = useTestDatabase();
const t = teamCallers(database);

const NOT_FOUND = { code: "NOT_FOUND", message: messages.notFound };

/** Monday 15 June 2026, noon UTC: the clock of every test (the audit list orders changes by it). */
const NOW = new Date("2026-06-15T12:00:00.000Z");
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});
const aMinuteLater = () => vi.setSystemTime(Date.now() + 60_000);

describe("teams: joining and leaving", () => {
  it("joins with the team's code, sharing usage counts only, and says so in plain words", async () => {
    const coach = await t.coachWithTeam("Falcons", { name: "Sam Rivera" });
    const { id, caller } = await t.athlete();
    const joined = await caller.teams.join({ code: ` ${coach.team.joinCode} ` });
    expect(joined).toMatchObject({
      teamId: coach.team.id,
      name: "Falcons",
      coaches: [{ id: coach.id, name: "Sam Rivera" }],
      sharing: DEFAULT_SHARING,
      summary: "Coach Sam Rivera sees: usage counts",
      fullJournalsAllowed: true,
    });
    expect(await caller.teams.list()).toEqual([joined]);
    expect(await caller.teams.get({ teamId: coach.team.id })).toEqual(joined);
    // Joining again changes nothing and notes nothing.
    expect(await caller.teams.join({ code: coach.team.joinCode })).toEqual(joined);
    const audit = await caller.teams.audit.list({});
    expect(audit).toEqual([
      {
        teamId: coach.team.id,
        teamName: "Falcons",
        area: "usage",
        from: "none",
        to: "shared",
        changedAt: expect.any(Date),
      },
    ]);
    // The coach's table lists the athlete at once.
    const table = await coach.caller.coach.teams.get({ teamId: coach.team.id });
    expect(table.athletes.map((row) => row.athleteId)).toEqual([id]);
  });

  it("refuses a wrong code, counting wrong codes per athlete, and a coach joining their own team", async () => {
    const coach = await t.coachWithTeam();
    const { caller } = await t.athlete();
    expect(await refusal(caller.teams.join({ code: "" }))).toEqual({
      code: "BAD_REQUEST",
      message: teamMessages.codeRequired,
    });
    for (let attempt = 0; attempt < TEAM_JOIN_MAX_FAILURES; attempt++) {
      expect(await refusal(caller.teams.join({ code: `wrong-${attempt}` }))).toEqual({
        code: "NOT_FOUND",
        message: teamMessages.codeInvalid,
      });
    }
    expect((await refusal(caller.teams.join({ code: coach.team.joinCode }))).code).toBe("TOO_MANY_REQUESTS");
    // Another athlete is not held back by the first one's attempts.
    expect((await t.member(coach.team)).id).toBeTruthy();
    expect(await refusal(coach.caller.teams.join({ code: coach.team.joinCode }))).toEqual({
      code: "BAD_REQUEST",
      message: teamMessages.coachOwnTeam,
    });
  });

  it("stops the old code when the coach changes it; the members stay", async () => {
    const coach = await t.coachWithTeam();
    const member = await t.member(coach.team);
    const rotated = await coach.caller.coach.teams.rotateCode({ teamId: coach.team.id });
    expect(rotated.joinCode).not.toBe(coach.team.joinCode);
    expect(rotated.joinCode).toMatch(/^[\w-]{43}$/);
    const { caller } = await t.athlete();
    expect((await refusal(caller.teams.join({ code: coach.team.joinCode }))).code).toBe("NOT_FOUND");
    expect((await caller.teams.join({ code: rotated.joinCode ?? "" })).teamId).toBe(coach.team.id);
    expect(await member.caller.teams.list()).toHaveLength(1);
  });

  it("lets an athlete be in several teams and leave one: gone from its table at once, shares ended and noted", async () => {
    const falcons = await t.coachWithTeam("Falcons");
    const hawks = await t.coachWithTeam("Hawks");
    const { id, caller } = await t.member(falcons.team);
    await caller.teams.join({ code: hawks.team.joinCode });
    expect((await caller.teams.list()).map((team) => team.name)).toEqual(["Falcons", "Hawks"]);
    await caller.teams.sharing.update({ teamId: hawks.team.id, data: { habits: "shared" } });
    aMinuteLater();

    expect(await caller.teams.leave({ teamId: hawks.team.id })).toEqual({ teamId: hawks.team.id });
    expect((await caller.teams.list()).map((team) => team.name)).toEqual(["Falcons"]);
    expect(await refusal(caller.teams.get({ teamId: hawks.team.id }))).toEqual(NOT_FOUND);
    expect(await refusal(caller.teams.leave({ teamId: hawks.team.id }))).toEqual(NOT_FOUND);
    expect((await hawks.caller.coach.teams.get({ teamId: hawks.team.id })).athletes).toEqual([]);
    expect(await refusal(hawks.caller.coach.athletes.get({ teamId: hawks.team.id, athleteId: id }))).toEqual(NOT_FOUND);
    // The other team still sees what it saw.
    expect((await falcons.caller.coach.teams.get({ teamId: falcons.team.id })).athletes).toHaveLength(1);

    const left = (await caller.teams.audit.list({ teamId: hawks.team.id })).slice(0, 2);
    expect(left.map(({ area, from, to }) => ({ area, from, to }))).toEqual([
      { area: "usage", from: "shared", to: "none" },
      { area: "habits", from: "shared", to: "none" },
    ]);
    // Joining again starts from the defaults.
    expect((await caller.teams.join({ code: hawks.team.joinCode })).sharing).toEqual(DEFAULT_SHARING);
  });
});

describe("teams: what the coaches see", () => {
  it("changes only the areas named, at once, each change noted newest first, and sums it up", async () => {
    const coach = await t.coachWithTeam("Falcons", { name: "Sam Rivera" });
    const second = await t.coach({ name: "Alex Kim" });
    await coach.caller.coach.teams.coaches.add({ teamId: coach.team.id, email: second.email });
    const { caller } = await t.member(coach.team);
    aMinuteLater();

    const first = await caller.teams.sharing.update({
      teamId: coach.team.id,
      data: { habits: "shared", focus: "shared", journals: "ratings" },
    });
    expect(first.sharing).toEqual({ ...DEFAULT_SHARING, habits: "shared", focus: "shared", journals: "ratings" });
    expect(first.summary).toBe("Coach Alex Kim and Coach Sam Rivera see: usage counts, habits, focus, journal ratings");
    aMinuteLater();

    const second_ = await caller.teams.sharing.update({
      teamId: coach.team.id,
      data: { usage: "none", journals: "full", mvpMindset: "shared" },
    });
    expect(second_.summary).toBe(
      "Coach Alex Kim and Coach Sam Rivera see: habits, focus, full journal entries, MVP and mindset",
    );
    // Setting what is already set notes nothing.
    aMinuteLater();
    await caller.teams.sharing.update({ teamId: coach.team.id, data: { habits: "shared" } });
    const audit = await caller.teams.audit.list({ teamId: coach.team.id });
    expect(audit.map(({ area, from, to }) => `${area}: ${from} → ${to}`)).toEqual([
      "usage: shared → none",
      "journals: ratings → full",
      "mvpMindset: none → shared",
      "habits: none → shared",
      "focus: none → shared",
      "journals: none → ratings",
      "usage: none → shared",
    ]);

    const nothing = await caller.teams.sharing.update({
      teamId: coach.team.id,
      data: { habits: "none", focus: "none", journals: "none", mvpMindset: "none" },
    });
    expect(nothing.summary).toBe("Coach Alex Kim and Coach Sam Rivera see: nothing");
  });

  it("refuses levels an area does not have", async () => {
    const coach = await t.coachWithTeam();
    const { caller } = await t.member(coach.team);
    const data = JSON.parse('{"habits":"full"}');
    expect(await refusal(caller.teams.sharing.update({ teamId: coach.team.id, data }))).toEqual({
      code: "BAD_REQUEST",
      message: teamMessages.levelInvalid,
    });
  });

  it("keeps each athlete to their own teams, settings and audit list", async () => {
    const coach = await t.coachWithTeam();
    const hawks = await t.coachWithTeam("Hawks");
    const mine = await t.member(coach.team);
    const theirs = await t.member(hawks.team);
    await theirs.caller.teams.sharing.update({ teamId: hawks.team.id, data: { habits: "shared" } });
    const before = await theirs.caller.teams.get({ teamId: hawks.team.id });

    expect(await refusal(mine.caller.teams.get({ teamId: hawks.team.id }))).toEqual(NOT_FOUND);
    expect(
      await refusal(mine.caller.teams.sharing.update({ teamId: hawks.team.id, data: { habits: "none" } })),
    ).toEqual(NOT_FOUND);
    expect(await refusal(mine.caller.teams.leave({ teamId: hawks.team.id }))).toEqual(NOT_FOUND);
    expect(await mine.caller.teams.audit.list({ teamId: hawks.team.id })).toEqual([]);
    expect((await mine.caller.teams.audit.list({})).every((change) => change.teamId === coach.team.id)).toBe(true);
    // Neither may a coach change what an athlete shares.
    expect(
      await refusal(coach.caller.teams.sharing.update({ teamId: coach.team.id, data: { habits: "shared" } })),
    ).toEqual(NOT_FOUND);
    expect(await theirs.caller.teams.get({ teamId: hawks.team.id })).toEqual(before);
  });

  it("keeps the audit list when the coach deletes the team", async () => {
    const coach = await t.coachWithTeam("Short-lived");
    const { caller } = await t.member(coach.team);
    await coach.caller.coach.teams.delete({ teamId: coach.team.id });
    expect(await caller.teams.list()).toEqual([]);
    expect(await caller.teams.audit.list({})).toEqual([
      { teamId: null, teamName: "Short-lived", area: "usage", from: "none", to: "shared", changedAt: expect.any(Date) },
    ]);
  });
});

describe("teams: athletes under 16 (from the birth year)", () => {
  // On 15 June 2026 an athlete born in 2010 may still be 15: they count as 15 until 1 January 2027.
  it("refuses full journal entries and changes nothing; journal ratings are theirs to share", async () => {
    const coach = await t.coachWithTeam();
    const { caller } = await t.member(coach.team, { birthYear: 2010 });
    expect((await caller.teams.get({ teamId: coach.team.id })).fullJournalsAllowed).toBe(false);
    expect(
      await refusal(
        caller.teams.sharing.update({ teamId: coach.team.id, data: { habits: "shared", journals: "full" } }),
      ),
    ).toEqual({ code: "BAD_REQUEST", message: teamMessages.fullJournalsUnder16 });
    expect((await caller.teams.get({ teamId: coach.team.id })).sharing).toEqual(DEFAULT_SHARING);
    expect((await caller.teams.audit.list({})).map((change) => change.area)).toEqual(["usage"]);

    const ratings = await caller.teams.sharing.update({ teamId: coach.team.id, data: { journals: "ratings" } });
    expect(ratings.sharing.journals).toBe("ratings");

    vi.setSystemTime(new Date("2027-01-01T12:00:00.000Z"));
    const grown = await caller.teams.sharing.update({ teamId: coach.team.id, data: { journals: "full" } });
    expect(grown).toMatchObject({ fullJournalsAllowed: true, sharing: { journals: "full" } });
  });

  it("lets coaches read journal ratings only, should a birth year change after full entries were shared", async () => {
    const coach = await t.coachWithTeam("Falcons", { name: "Sam Rivera" });
    const { id, caller } = await t.member(coach.team, { birthYear: 2000 });
    await caller.teams.sharing.update({ teamId: coach.team.id, data: { journals: "full" } });
    await caller.profile.update({ data: { birthYear: 2012 } });

    // A new request reads the new birth year with the session.
    const view = await (await t.callerFor(id)).teams.get({ teamId: coach.team.id });
    expect(view.sharing.journals).toBe("ratings");
    expect(view.summary).toBe("Coach Sam Rivera sees: usage counts, journal ratings");
    const journals = await coach.caller.coach.athletes.area({ teamId: coach.team.id, athleteId: id, area: "journals" });
    expect(journals).toMatchObject({ area: "journals", data: { level: "ratings" } });
    expect(journals.area === "journals" && "entries" in journals.data).toBe(false);
  });
});
