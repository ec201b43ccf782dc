import { coaches, eq, teamCoaches, teams } from "@onepercent/db";
import { useTestDatabase } from "@onepercent/db/testing";
import { messages } from "@onepercent/validators";
import { teamMessages } from "@onepercent/validators/messages/teams";
import { describe, expect, it } from "vitest";
import { refusal } from "../testing";
import { teamCallers } from "../testing/teams";

const database = useTestDatabase();
const t = teamCallers(database);

const NOT_FOUND = { code: "NOT_FOUND", message: messages.notFound };

describe("coach.status and who may coach", () => {
  it("tells an athlete, a coach and the admin apart; an athlete has no coach's side at all", async () => {
    const { caller: athlete } = await t.athlete({ role: "Coach" });
    expect(await athlete.coach.status()).toEqual({ coach: false, admin: false });
    // The role given at registration is no permission: the admin grants coaching.
    expect(await refusal(athlete.coach.teams.list())).toEqual(NOT_FOUND);
    expect(await refusal(athlete.coach.teams.create({ name: "Mine" }))).toEqual(NOT_FOUND);
    const coach = await t.coach();
    expect(await coach.caller.coach.status()).toEqual({ coach: true, admin: false });
    expect(await coach.caller.coach.teams.list()).toEqual([]);
    const { caller: admin } = await t.unlockedAdmin();
    expect(await admin.coach.status()).toEqual({ coach: false, admin: true });
  });
});

describe("coach.teams: a coach's teams", () => {
  it("makes a team with its maker as first coach, renames it and lists only the coach's own", async () => {
    const coach = await t.coach({ name: "Sam Rivera" });
    const other = await t.coachWithTeam("Hawks");
    const made = await coach.caller.coach.teams.create({ name: "  Falcons  " });
    expect(made).toEqual({
      id: expect.any(String),
      name: "Falcons",
      createdAt: expect.any(Date),
      joinCode: expect.stringMatching(/^[\w-]{43}$/),
      coaches: [{ id: coach.id, name: "Sam Rivera" }],
      athleteCount: 0,
    });
    const renamed = await coach.caller.coach.teams.update({ teamId: made.id, data: { name: "Falcons U16" } });
    expect(renamed).toEqual({ ...made, name: "Falcons U16" });
    expect(await coach.caller.coach.teams.list()).toEqual([renamed]);
    expect(await refusal(coach.caller.coach.teams.create({ name: " " }))).toEqual({
      code: "BAD_REQUEST",
      message: teamMessages.nameRequired,
    });
    // Another coach's team is as missing as none, for every change.
    const theirs = { teamId: other.team.id };
    expect(await refusal(coach.caller.coach.teams.get(theirs))).toEqual(NOT_FOUND);
    expect(await refusal(coach.caller.coach.teams.update({ ...theirs, data: { name: "Mine" } }))).toEqual(NOT_FOUND);
    expect(await refusal(coach.caller.coach.teams.rotateCode(theirs))).toEqual(NOT_FOUND);
    expect(await refusal(coach.caller.coach.teams.delete(theirs))).toEqual(NOT_FOUND);
    expect(await refusal(coach.caller.coach.teams.coaches.add({ ...theirs, email: "x@example.test" }))).toEqual(
      NOT_FOUND,
    );
    expect((await other.caller.coach.teams.list())[0]?.name).toBe("Hawks");
  });

  it("adds coaches who may coach, removes them, keeps the last one, and deletes the team", async () => {
    const owner = await t.coachWithTeam("Falcons", { name: "Sam Rivera" });
    const second = await t.coach({ name: "Alex Kim" });
    const { caller: plain } = await t.athlete();
    const teamId = owner.team.id;
    const plainEmail = (await plain.auth.me()).email;
    expect(await refusal(owner.caller.coach.teams.coaches.add({ teamId, email: plainEmail }))).toEqual(NOT_FOUND);
    const added = await owner.caller.coach.teams.coaches.add({ teamId, email: second.email.toUpperCase() });
    expect(added.coaches.map((coach) => coach.name)).toEqual(["Alex Kim", "Sam Rivera"]);
    // The new coach reads the table and the code.
    expect((await second.caller.coach.teams.get({ teamId })).team.joinCode).toBe(owner.team.joinCode);

    const removed = await second.caller.coach.teams.coaches.remove({ teamId, userId: owner.id });
    expect(removed.coaches.map((coach) => coach.name)).toEqual(["Alex Kim"]);
    expect(await refusal(owner.caller.coach.teams.get({ teamId }))).toEqual(NOT_FOUND);
    expect(await refusal(second.caller.coach.teams.coaches.remove({ teamId, userId: second.id }))).toEqual({
      code: "BAD_REQUEST",
      message: teamMessages.lastCoach,
    });

    await t.member({ joinCode: owner.team.joinCode });
    expect(await second.caller.coach.teams.delete({ teamId })).toEqual({ teamId });
    expect(await database.db.select().from(teams).where(eq(teams.id, teamId))).toEqual([]);
    expect(await refusal(second.caller.coach.teams.get({ teamId }))).toEqual(NOT_FOUND);
  });

  it("lets the admin read every team, without its code, and change none", async () => {
    const coach = await t.coachWithTeam("Falcons");
    await t.member(coach.team);
    const { caller: admin } = await t.unlockedAdmin();
    const listed = await admin.coach.teams.list();
    expect(listed.find((team) => team.id === coach.team.id)).toMatchObject({ joinCode: null, athleteCount: 1 });
    const table = await admin.coach.teams.get({ teamId: coach.team.id });
    expect(table.athletes).toHaveLength(1);
    expect(table.team.joinCode).toBeNull();
    expect(await refusal(admin.coach.teams.rotateCode({ teamId: coach.team.id }))).toEqual(NOT_FOUND);
    expect(await refusal(admin.coach.teams.update({ teamId: coach.team.id, data: { name: "Admin's" } }))).toEqual(
      NOT_FOUND,
    );
  });
});

describe("admin.coaches: granting and taking back coaching", () => {
  it("grants coaching to an account, lists it, and taking it back removes the coach from every team at once", async () => {
    const { admin, caller } = await t.unlockedAdmin();
    const { id, caller: future } = await t.athlete({ name: "Riley Coach" });
    expect(await caller.admin.coaches.grant({ userId: id })).toEqual({ userId: id, coach: true });
    expect(await caller.admin.coaches.grant({ userId: id })).toEqual({ userId: id, coach: true });
    const [grant] = await database.db.select().from(coaches).where(eq(coaches.userId, id));
    expect(grant?.grantedBy).toBe(admin.id);

    const falcons = await future.coach.teams.create({ name: "Falcons" });
    const hawks = await t.coachWithTeam("Hawks");
    await hawks.caller.coach.teams.coaches.add({ teamId: hawks.team.id, email: (await future.auth.me()).email });
    const athlete = await t.member({ joinCode: falcons.joinCode ?? "" });
    expect((await caller.admin.coaches.list()).find((row) => row.userId === id)).toMatchObject({
      name: "Riley Coach",
      teams: 2,
    });

    expect(await caller.admin.coaches.revoke({ userId: id })).toEqual({ userId: id, coach: false });
    // The very next request: no team, no table, no athlete, no new team.
    expect(await refusal(future.coach.teams.list())).toEqual(NOT_FOUND);
    expect(await refusal(future.coach.teams.get({ teamId: falcons.id }))).toEqual(NOT_FOUND);
    expect(await refusal(future.coach.athletes.get({ teamId: falcons.id, athleteId: athlete.id }))).toEqual(NOT_FOUND);
    expect(await refusal(future.coach.teams.create({ name: "Again" }))).toEqual(NOT_FOUND);
    expect(await database.db.select().from(teamCoaches).where(eq(teamCoaches.userId, id))).toEqual([]);
    // The teams stay, with their other coaches and their athletes.
    expect((await hawks.caller.coach.teams.get({ teamId: hawks.team.id })).team.coaches).toHaveLength(1);
    expect((await athlete.caller.teams.get({ teamId: falcons.id })).summary).toBe(teamMessages.noCoach);
    expect(await refusal(caller.admin.coaches.revoke({ userId: id }))).toEqual(NOT_FOUND);
    expect(await refusal(caller.admin.coaches.grant({ userId: crypto.randomUUID() }))).toEqual(NOT_FOUND);
  });

  it("is the admin's only: an athlete or a coach is refused", async () => {
    const coach = await t.coach();
    const { id, caller } = await t.athlete();
    for (const someone of [caller, coach.caller]) {
      expect(await refusal(someone.admin.coaches.grant({ userId: id }))).toEqual({
        code: "FORBIDDEN",
        message: messages.forbidden,
      });
      expect((await refusal(someone.admin.coaches.list())).code).toBe("FORBIDDEN");
    }
    expect(await caller.coach.status()).toEqual({ coach: false, admin: false });
  });
});
