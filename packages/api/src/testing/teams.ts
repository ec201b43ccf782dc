import { coaches, type Database } from "@onepercent/db";
import { createUser } from "@onepercent/db/testing";
import { testCallers } from "./index";

// What the coach and team tests share (issue 29): coaches, their teams and the athletes who join them.

/** The callers of `testCallers`, and coaches, teams and members on the test file's database. */
export function teamCallers(database: { readonly db: Database }) {
  const callers = testCallers(database);

  /** An account the admin let coach (the grant written directly), signed in. */
  async function coach(overrides: Parameters<typeof createUser>[1] = {}) {
    const user = await createUser(database.db, { role: "Coach", ...overrides });
    await database.db.insert(coaches).values({ userId: user.id });
    return { id: user.id, name: user.name, email: user.email, caller: await callers.callerFor(user.id) };
  }

  /** A coach with a new team of theirs. */
  async function coachWithTeam(teamName = "Falcons", overrides: Parameters<typeof createUser>[1] = {}) {
    const made = await coach(overrides);
    const team = await made.caller.coach.teams.create({ name: teamName });
    const joinCode = team.joinCode;
    if (joinCode === null) throw new Error("a team's own coach reads its code");
    return { ...made, team: { id: team.id, name: team.name, joinCode } };
  }

  /** A new athlete who joined the team with its code. */
  async function member(team: { joinCode: string }, overrides: Parameters<typeof createUser>[1] = {}) {
    const athlete = await callers.athlete(overrides);
    await athlete.caller.teams.join({ code: team.joinCode });
    return athlete;
  }

  return { ...callers, coach, coachWithTeam, member };
}
