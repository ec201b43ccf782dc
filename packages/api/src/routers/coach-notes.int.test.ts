import { samplePerformanceJournal, useTestDatabase } from "@onepercent/db/testing";
import { messages } from "@onepercent/validators";
import { COACH_NOTE_MAX } from "@onepercent/validators/coach-notes";
import { assignmentMessages } from "@onepercent/validators/messages/assignments";
import { describe, expect, it } from "vitest";
import { refusal } from "../testing";
import { teamCallers } from "../testing/teams";

// Coaches' notes on shared items (issue 29 part 5) and the team CSV export (part 6, decision 035).

const database = useTestDatabase();
const t = teamCallers(database);

const NOT_FOUND = { code: "NOT_FOUND", message: messages.notFound };

const routine = {
  name: "Serve routine",
  triggerDescription: "Ball in hand",
  physicalAction: "Two bounces",
  steps: ["Breathe", "Pick the spot"],
};

describe("coach.notes and teams.notes", () => {
  it("notes a routine only while routines are shared; the athlete answers once and hides it", async () => {
    const coach = await t.coachWithTeam("Falcons", { name: "Sam Rivera" });
    const athlete = await t.member(coach.team);
    const teamId = coach.team.id;
    const made = await athlete.caller.routines.create(routine);
    const target = { teamId, athleteId: athlete.id, item: { kind: "routine" as const, id: made._id } };
    const text = "Great rhythm: keep the second bounce.";
    expect(await refusal(coach.caller.coach.notes.create({ ...target, text }))).toEqual(NOT_FOUND);

    await athlete.caller.teams.sharing.update({ teamId, data: { routines: "shared" } });
    expect(await refusal(coach.caller.coach.notes.create({ ...target, text: "x".repeat(COACH_NOTE_MAX + 1) }))).toEqual(
      {
        code: "BAD_REQUEST",
        message: assignmentMessages.noteTooLong,
      },
    );
    const note = await coach.caller.coach.notes.create({ ...target, text });
    expect(note).toMatchObject({ coachName: "Sam Rivera", item: target.item, text, reply: null, teamId });
    const [mine] = await athlete.caller.teams.notes.list({});
    expect(mine).toEqual({ ...note, hidden: false });

    const replied = await athlete.caller.teams.notes.reply({ noteId: note.id, text: "Thanks coach" });
    expect(replied).toMatchObject({ reply: "Thanks coach", repliedAt: expect.any(Date) });
    expect(await refusal(athlete.caller.teams.notes.reply({ noteId: note.id, text: "Again" }))).toEqual({
      code: "BAD_REQUEST",
      message: assignmentMessages.alreadyReplied,
    });
    expect(await refusal(coach.caller.teams.notes.reply({ noteId: note.id, text: "Mine?" }))).toEqual(NOT_FOUND);
    expect((await coach.caller.coach.notes.list(target))[0]).toMatchObject({ reply: "Thanks coach" });

    expect(await athlete.caller.teams.notes.hide({ noteId: note.id })).toMatchObject({ hidden: true });
    expect(await athlete.caller.teams.notes.list({})).toEqual([]);
    expect(await athlete.caller.teams.notes.list({ includeHidden: true, item: target.item })).toHaveLength(1);

    // Revoked: the coach no longer finds the item or its notes; the athlete still has them.
    await athlete.caller.teams.sharing.update({ teamId, data: { routines: "none" } });
    expect(await refusal(coach.caller.coach.notes.list(target))).toEqual(NOT_FOUND);
    expect(await coach.caller.coach.notes.list({ teamId, athleteId: athlete.id })).toEqual([]);
    expect(await athlete.caller.teams.notes.list({ includeHidden: true })).toHaveLength(1);
  });

  it("notes a journal entry only when journals are shared in full", async () => {
    const coach = await t.coachWithTeam();
    const athlete = await t.member(coach.team);
    const teamId = coach.team.id;
    const entry = await athlete.caller.journal.save(samplePerformanceJournal);
    const target = { teamId, athleteId: athlete.id, item: { kind: "journal" as const, id: entry.id } };
    await athlete.caller.teams.sharing.update({ teamId, data: { journals: "ratings" } });
    expect(await refusal(coach.caller.coach.notes.create({ ...target, text: "Nice final" }))).toEqual(NOT_FOUND);
    await athlete.caller.teams.sharing.update({ teamId, data: { journals: "full" } });
    await coach.caller.coach.notes.create({ ...target, text: "Nice final" });
    expect(await coach.caller.coach.notes.list({ teamId, athleteId: athlete.id })).toHaveLength(1);
    // A routine id under the journal kind, another athlete's entry, or no id at all: NOT_FOUND.
    const bogus = { ...target, item: { kind: "journal" as const, id: "not-an-id" } };
    expect(await refusal(coach.caller.coach.notes.create({ ...bogus, text: "?" }))).toEqual(NOT_FOUND);
    await athlete.caller.teams.sharing.update({ teamId, data: { journals: "ratings" } });
    expect(await refusal(coach.caller.coach.notes.list(target))).toEqual(NOT_FOUND);
    expect((await athlete.caller.teams.notes.list({ item: target.item }))[0]?.text).toBe("Nice final");
  });

  it("is the team's: another team's coach gets NOT_FOUND; the admin reads but writes none", async () => {
    const coach = await t.coachWithTeam();
    const other = await t.coachWithTeam("Hawks");
    const athlete = await t.member(coach.team);
    const teamId = coach.team.id;
    await athlete.caller.teams.sharing.update({ teamId, data: { routines: "shared" } });
    const made = await athlete.caller.routines.create(routine);
    const target = { teamId, athleteId: athlete.id, item: { kind: "routine" as const, id: made._id } };
    await coach.caller.coach.notes.create({ ...target, text: "Good" });
    expect(await refusal(other.caller.coach.notes.create({ ...target, text: "Mine" }))).toEqual(NOT_FOUND);
    expect(await refusal(other.caller.coach.notes.list(target))).toEqual(NOT_FOUND);
    const { caller: admin } = await t.unlockedAdmin();
    expect(await admin.coach.notes.list(target)).toHaveLength(1);
    expect(await refusal(admin.coach.notes.create({ ...target, text: "Admin" }))).toEqual(NOT_FOUND);
  });
});

describe("coach.teams.export", () => {
  it("writes the shared figures as CSV, a column per shared area, empty cells where not shared, formulas defused", async () => {
    const coach = await t.coachWithTeam("Falcons U16");
    const teamId = coach.team.id;
    const sharer = await t.member(coach.team, { name: '=HYPERLINK("http://x","y")' });
    const quiet = await t.member(coach.team, { name: "Bo Zed" });
    await sharer.caller.teams.sharing.update({ teamId, data: { routines: "shared" } });
    await quiet.caller.teams.sharing.update({ teamId, data: { usage: "none" } });
    const made = await sharer.caller.routines.create(routine);
    await sharer.caller.routines.rehearsed({ id: made._id });

    const now = new Date();
    const table = await coach.caller.coach.teams.get({ teamId });
    const [first, second] = table.athletes;
    const iso = (date: Date | null | undefined) => date?.toISOString() ?? "";
    const expected = [
      "Athlete,Joined,Flags,Last active,Sign-ins this week,Routines,Rehearsals,Last rehearsed",
      `"'=HYPERLINK(""http://x"",""y"")",${iso(first?.joinedAt)},,${iso(first?.usage?.lastActiveAt)},0,1,1,${iso(first?.routines?.lastRehearsedAt)}`,
      `Bo Zed,${iso(second?.joinedAt)},,,,,,`,
      "",
    ].join("\r\n");
    const exported = await coach.caller.coach.teams.export({ teamId });
    expect(exported.csv).toBe(expected);
    expect(exported.fileName).toBe(`falcons-u16-${now.toISOString().slice(0, 10)}.csv`);

    // An area nobody shares has no column at all.
    await sharer.caller.teams.sharing.update({ teamId, data: { routines: "none", usage: "none" } });
    expect((await coach.caller.coach.teams.export({ teamId })).csv.split("\r\n")[0]).toBe("Athlete,Joined,Flags");

    const other = await t.coachWithTeam("Hawks");
    expect(await refusal(other.caller.coach.teams.export({ teamId }))).toEqual(NOT_FOUND);
    expect(await refusal(sharer.caller.coach.teams.export({ teamId }))).toEqual(NOT_FOUND);
  });
});
