import { assignmentOffers, breathworkPresets, dailyActions, eq, routines } from "@onepercent/db";
import { useTestDatabase } from "@onepercent/db/testing";
import { addDays, localDate, messages, ROUTINES_MAX_PER_USER, routineMessages } from "@onepercent/validators";
import type { AssignmentContent } from "@onepercent/validators/assignments";
import { assignmentMessages } from "@onepercent/validators/messages/assignments";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { refusal } from "../testing";
import { teamCallers } from "../testing/teams";

// Assignments (issue 29 part 4, decision 035): offers to one athlete or the whole team, accepting
// (once, even in parallel) and declining, programs, limits, and the coach's view of progress only
// as far as the athlete shares.

const database = useTestDatabase();
const t = teamCallers(database);

const NOT_FOUND = { code: "NOT_FOUND", message: messages.notFound };

const freeThrow = {
  kind: "routine",
  routine: {
    name: "Free-throw routine",
    triggerDescription: "Step to the line",
    physicalAction: "Bounce twice",
    steps: ["Breathe out", "See it go in"],
  },
} satisfies z.input<typeof AssignmentContent>;
const stretch = { kind: "habit", habit: { action: "Stretch 10 minutes" } } satisfies z.input<typeof AssignmentContent>;
const calm = {
  kind: "breathwork",
  preset: { name: "Pre-game calm", inhale: 4, hold1: 2, exhale: 6, hold2: 0, cycles: 6 },
} satisfies z.input<typeof AssignmentContent>;

const routinesOf = (userId: string) => database.db.select().from(routines).where(eq(routines.userId, userId));

describe("coach.assignments and teams.offers", () => {
  it("offers a routine to one athlete, who sees it from the coach and accepts it into their own list", async () => {
    const coach = await t.coachWithTeam("Falcons", { name: "Sam Rivera" });
    const athlete = await t.member(coach.team);
    const teammate = await t.member(coach.team);
    const made = await coach.caller.coach.assignments.create({
      teamId: coach.team.id,
      athleteId: athlete.id,
      content: freeThrow,
    });
    expect(made).toMatchObject({ kind: "routine", title: "Free-throw routine", weeks: null, coachName: "Sam Rivera" });
    expect(made.offers).toEqual([
      {
        athleteId: athlete.id,
        name: expect.any(String),
        status: "pending",
        answeredAt: null,
        startsOn: null,
        endsOn: null,
      },
    ]);
    expect(await teammate.caller.teams.offers.list()).toEqual([]);
    const [offer] = await athlete.caller.teams.offers.list();
    expect(offer).toMatchObject({
      heading: "From Coach Sam Rivera: Free-throw routine",
      teamName: "Falcons",
      status: "pending",
      created: [],
    });

    const accepted = await athlete.caller.teams.offers.accept({ assignmentId: made.id });
    expect(accepted.status).toBe("accepted");
    const [routine] = await athlete.caller.routines.list();
    expect(routine).toMatchObject({ name: "Free-throw routine", steps: ["Breathe out", "See it go in"] });
    expect(accepted.created).toEqual([{ kind: "routine", id: routine?._id }]);
    // Accepting again answers the same offer and makes nothing more; declining now is refused.
    expect(await athlete.caller.teams.offers.accept({ assignmentId: made.id })).toEqual(accepted);
    expect(await routinesOf(athlete.id)).toHaveLength(1);
    expect(await refusal(athlete.caller.teams.offers.decline({ assignmentId: made.id }))).toEqual({
      code: "BAD_REQUEST",
      message: assignmentMessages.alreadyAccepted,
    });
    // Another athlete's offer is as missing as none.
    expect(await refusal(teammate.caller.teams.offers.accept({ assignmentId: made.id }))).toEqual(NOT_FOUND);
  });

  it("offers to the whole team once per current member; two parallel accepts make one item", async () => {
    const coach = await t.coachWithTeam();
    const members = [await t.member(coach.team), await t.member(coach.team), await t.member(coach.team)];
    const made = await coach.caller.coach.assignments.create({ teamId: coach.team.id, content: stretch });
    expect(made.offers.map((offer) => offer.athleteId).sort()).toEqual(members.map((member) => member.id).sort());
    const [first] = members;
    if (!first) throw new Error("three members");
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => first.caller.teams.offers.accept({ assignmentId: made.id })),
    );
    expect(new Set(answers.map((answer) => JSON.stringify(answer.created))).size).toBe(1);
    const habits = await database.db.select().from(dailyActions).where(eq(dailyActions.userId, first.id));
    expect(habits.map((habit) => habit.action)).toEqual(["Stretch 10 minutes"]);
    // A member who joins later gets no offer of an earlier assignment.
    const late = await t.member(coach.team);
    expect(await late.caller.teams.offers.list()).toEqual([]);
  });

  it("declines once, makes nothing, and a declined offer cannot be accepted", async () => {
    const coach = await t.coachWithTeam();
    const athlete = await t.member(coach.team);
    const made = await coach.caller.coach.assignments.create({ teamId: coach.team.id, content: calm });
    const declined = await athlete.caller.teams.offers.decline({ assignmentId: made.id });
    expect(declined).toMatchObject({ status: "declined", answeredAt: expect.any(Date), created: [] });
    expect(await athlete.caller.teams.offers.decline({ assignmentId: made.id })).toEqual(declined);
    expect(await refusal(athlete.caller.teams.offers.accept({ assignmentId: made.id }))).toEqual({
      code: "BAD_REQUEST",
      message: assignmentMessages.alreadyDeclined,
    });
    expect((await athlete.caller.focus.breathwork.data()).customPresets).toEqual([]);
    const [view] = await coach.caller.coach.assignments.list({ teamId: coach.team.id });
    expect(view?.offers[0]).toMatchObject({ status: "declined" });
  });

  it("accepts a program: every item joins the athlete's lists and its weeks are recorded", async () => {
    const coach = await t.coachWithTeam();
    const athlete = await t.member(coach.team, { timeZone: "UTC" });
    const made = await coach.caller.coach.assignments.create({
      teamId: coach.team.id,
      athleteId: athlete.id,
      content: { kind: "program", name: "Pre-season", weeks: 4, items: [freeThrow, stretch, calm] },
    });
    expect(made).toMatchObject({ kind: "program", title: "Pre-season", weeks: 4 });
    const now = new Date();
    const accepted = await athlete.caller.teams.offers.accept({ assignmentId: made.id });
    const today = localDate(now, "UTC");
    expect(accepted).toMatchObject({ startsOn: today, endsOn: addDays(today, 27) });
    expect(accepted.created.map((item) => item.kind)).toEqual(["routine", "habit", "breathwork"]);
    expect((await athlete.caller.focus.breathwork.data()).customPresets.map((preset) => preset.name)).toEqual([
      "Pre-game calm",
    ]);
    const [coachView] = await coach.caller.coach.assignments.list({ teamId: coach.team.id });
    expect(coachView?.offers[0]).toMatchObject({ status: "accepted", startsOn: today, endsOn: addDays(today, 27) });
  });

  it("holds the athlete's own limits: a full routine list refuses the whole accept", async () => {
    const coach = await t.coachWithTeam();
    const athlete = await t.member(coach.team);
    await database.db.insert(routines).values(
      Array.from({ length: ROUTINES_MAX_PER_USER }, (_, index) => ({
        userId: athlete.id,
        name: `Routine ${index}`,
        triggerDescription: "Trigger",
        physicalAction: "Action",
        steps: ["Step"],
      })),
    );
    const made = await coach.caller.coach.assignments.create({
      teamId: coach.team.id,
      athleteId: athlete.id,
      content: { kind: "program", name: "Too much", weeks: 2, items: [stretch, freeThrow] },
    });
    expect(await refusal(athlete.caller.teams.offers.accept({ assignmentId: made.id }))).toEqual({
      code: "BAD_REQUEST",
      message: routineMessages.tooManyRoutines,
    });
    // Nothing of it was made, and the offer is still open.
    expect(await database.db.select().from(dailyActions).where(eq(dailyActions.userId, athlete.id))).toEqual([]);
    expect((await athlete.caller.teams.offers.list())[0]?.status).toBe("pending");
    // A breathing pattern of a name the athlete already uses is refused, not replaced.
    await athlete.caller.focus.breathwork.savePreset({ ...calm.preset, inhale: 5 });
    const preset = await coach.caller.coach.assignments.create({ teamId: coach.team.id, content: calm });
    expect(await refusal(athlete.caller.teams.offers.accept({ assignmentId: preset.id }))).toEqual({
      code: "BAD_REQUEST",
      message: assignmentMessages.presetNameTaken("Pre-game calm"),
    });
    const [kept] = await database.db.select().from(breathworkPresets).where(eq(breathworkPresets.userId, athlete.id));
    expect(kept?.inhale).toBe(5);
  });

  it("is the team's coaches' only: another team's coach, an athlete of another team and the admin get NOT_FOUND", async () => {
    const coach = await t.coachWithTeam();
    const other = await t.coachWithTeam("Hawks");
    const athlete = await t.member(coach.team);
    const stranger = await t.member(other.team);
    const { caller: admin } = await t.unlockedAdmin();
    const teamId = coach.team.id;
    expect(await refusal(other.caller.coach.assignments.create({ teamId, content: stretch }))).toEqual(NOT_FOUND);
    expect(await refusal(other.caller.coach.assignments.list({ teamId }))).toEqual(NOT_FOUND);
    expect(await refusal(admin.coach.assignments.create({ teamId, content: stretch }))).toEqual(NOT_FOUND);
    expect(await refusal(athlete.caller.coach.assignments.list({ teamId }))).toEqual(NOT_FOUND);
    // An athlete of another team is no athlete of this one.
    const toStranger = coach.caller.coach.assignments.create({ teamId, athleteId: stranger.id, content: stretch });
    expect(await refusal(toStranger)).toEqual(NOT_FOUND);
    await coach.caller.coach.assignments.create({ teamId, content: stretch });
    expect((await admin.coach.assignments.list({ teamId }))[0]?.offers).toHaveLength(1);
    expect(
      await refusal(
        coach.caller.coach.assignments.create({
          teamId,
          content: { ...calm, preset: { ...calm.preset, name: "box breathing" } },
        }),
      ),
    ).toEqual({
      code: "BAD_REQUEST",
      message: assignmentMessages.presetBuiltIn,
    });
  });

  it("shows progress only while the area is shared, gone on the very next request after revoking", async () => {
    const coach = await t.coachWithTeam();
    const athlete = await t.member(coach.team, { timeZone: "UTC" });
    const teamId = coach.team.id;
    const made = await coach.caller.coach.assignments.create({
      teamId,
      content: { kind: "program", name: "Routine and habit", weeks: 1, items: [freeThrow, stretch] },
    });
    const accepted = await athlete.caller.teams.offers.accept({ assignmentId: made.id });
    const routineId = accepted.created.find((item) => item.kind === "routine")?.id ?? "";
    const habitId = accepted.created.find((item) => item.kind === "habit")?.id ?? "";
    await athlete.caller.routines.rehearsed({ id: routineId });
    await athlete.caller.routines.rehearsed({ id: routineId });
    const today = localDate(new Date(), "UTC");
    await athlete.caller.habits.setDay({ id: habitId, date: today, status: "completed" });
    const offerOf = async () => (await coach.caller.coach.assignments.list({ teamId }))[0]?.offers[0];

    // Usage only: the answer, no progress key at all.
    expect(await offerOf()).toEqual({
      athleteId: athlete.id,
      name: expect.any(String),
      status: "accepted",
      answeredAt: expect.any(Date),
      startsOn: expect.any(String),
      endsOn: expect.any(String),
    });
    await athlete.caller.teams.sharing.update({ teamId, data: { routines: "shared" } });
    expect((await offerOf())?.progress).toEqual([
      { kind: "routine", id: routineId, name: "Free-throw routine", rehearsals: 2, lastRehearsedAt: expect.any(Date) },
    ]);
    await athlete.caller.teams.sharing.update({ teamId, data: { habits: "shared" } });
    expect((await offerOf())?.progress).toEqual([
      expect.objectContaining({ kind: "routine", rehearsals: 2 }),
      { kind: "habit", id: habitId, action: "Stretch 10 minutes", completedDays: 1, lastCompletedOn: today },
    ]);
    await athlete.caller.teams.sharing.update({ teamId, data: { routines: "none", habits: "none" } });
    expect(await offerOf()).not.toHaveProperty("progress");
  });

  it("keeps what an athlete who left accepted; their pending offers disappear, and the coach sees neither", async () => {
    const coach = await t.coachWithTeam();
    const athlete = await t.member(coach.team);
    const teamId = coach.team.id;
    const accepted = await coach.caller.coach.assignments.create({ teamId, content: freeThrow });
    const pending = await coach.caller.coach.assignments.create({ teamId, content: stretch });
    await athlete.caller.teams.offers.accept({ assignmentId: accepted.id });
    await athlete.caller.teams.leave({ teamId });
    expect((await athlete.caller.teams.offers.list()).map((offer) => offer.assignmentId)).toEqual([accepted.id]);
    expect(await refusal(athlete.caller.teams.offers.accept({ assignmentId: pending.id }))).toEqual(NOT_FOUND);
    expect(await athlete.caller.routines.list()).toHaveLength(1);
    expect(
      (await coach.caller.coach.assignments.list({ teamId })).map((assignment) => assignment.offers.length),
    ).toEqual([0, 0]);
    // Rejoining brings the old pending offer back no more.
    await athlete.caller.teams.join({ code: coach.team.joinCode });
    expect(
      await database.db.select().from(assignmentOffers).where(eq(assignmentOffers.assignmentId, pending.id)),
    ).toEqual([]);
  });
});
