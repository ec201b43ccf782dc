import { AssignmentView, CreateAssignmentInput } from "@onepercent/validators/assignments";
import {
  CoachAthleteArea,
  CoachAthleteAreaInput,
  CoachAthleteInput,
  CoachAthleteView,
} from "@onepercent/validators/coach-athlete";
import { CoachNotesInput, CoachNoteView, CreateNoteInput } from "@onepercent/validators/coach-notes";
import { CoachStatus, CoachTeamView, TeamExport, TeamTable } from "@onepercent/validators/coach-team";
import {
  AddTeamCoachInput,
  CreateTeamInput,
  RemoveTeamCoachInput,
  TeamIdInput,
  TeamRef,
  UpdateTeamInput,
} from "@onepercent/validators/teams";
import { z } from "zod";
import type { Context } from "../context";
import {
  addTeamCoach,
  coachAthleteArea,
  coachAthletePage,
  coachStatus,
  createAssignment,
  createNote,
  createTeam,
  deleteTeam,
  exportTeam,
  listAssignments,
  listCoachNotes,
  listCoachTeams,
  removeTeamCoach,
  renameTeam,
  rotateJoinCode,
  teamTable,
} from "../services/coach";
import type { Viewer } from "../services/coach/access";
import { protectedProcedure, router } from "../trpc";

/**
 * The resolver of a coach procedure: `service` run for the signed-in viewer (id and admin flag from
 * the session's database read). The service asks `authorize` first; what it refuses is NOT_FOUND.
 */
const forViewer =
  <I, O>(service: (db: Context["db"], viewer: Viewer, input: I) => Promise<O>) =>
  ({ ctx, input }: { ctx: { db: Context["db"]; user: Viewer }; input: I }) =>
    service(ctx.db, ctx.user, input);

/**
 * The coach's side of teams (issue 29, decision 035). Any signed-in user may call it; a caller who
 * is not a coach of the team (nor, to read, the admin) gets NOT_FOUND, as for a team that does not exist.
 */
export const coachRouter = router({
  /** Whether the caller may coach (the web app shows the coach's pages) and sees every team (the admin). */
  status: protectedProcedure.output(CoachStatus).query(({ ctx }) => coachStatus(ctx.db, ctx.user)),
  teams: router({
    /** The caller's teams; the admin's, every team. */
    list: protectedProcedure.output(z.array(CoachTeamView)).query(({ ctx }) => listCoachTeams(ctx.db, ctx.user)),
    /** The team table: one row per athlete, each area's figures only where the athlete shares it. */
    get: protectedProcedure.input(TeamIdInput).output(TeamTable).query(forViewer(teamTable)),
    /** The team table as CSV (file name and text): an area's columns only when someone shares it. */
    export: protectedProcedure.input(TeamIdInput).output(TeamExport).query(forViewer(exportTeam)),
    create: protectedProcedure.input(CreateTeamInput).output(CoachTeamView).mutation(forViewer(createTeam)),
    update: protectedProcedure.input(UpdateTeamInput).output(CoachTeamView).mutation(forViewer(renameTeam)),
    delete: protectedProcedure.input(TeamIdInput).output(TeamRef).mutation(forViewer(deleteTeam)),
    /** A new join code: the old one joins no one any more. */
    rotateCode: protectedProcedure.input(TeamIdInput).output(CoachTeamView).mutation(forViewer(rotateJoinCode)),
    coaches: router({
      /** Adds an account that may coach (by e-mail) to the team. */
      add: protectedProcedure.input(AddTeamCoachInput).output(CoachTeamView).mutation(forViewer(addTeamCoach)),
      /** Removes a coach from the team (the last one stays). */
      remove: protectedProcedure.input(RemoveTeamCoachInput).output(CoachTeamView).mutation(forViewer(removeTeamCoach)),
    }),
  }),
  athletes: router({
    /** An athlete of the team with every area they share with it (no key for an area not shared). */
    get: protectedProcedure.input(CoachAthleteInput).output(CoachAthleteView).query(forViewer(coachAthletePage)),
    /** One area of the athlete; NOT_FOUND unless they share it with the team. */
    area: protectedProcedure.input(CoachAthleteAreaInput).output(CoachAthleteArea).query(forViewer(coachAthleteArea)),
  }),
  assignments: router({
    /** Sends a habit, routine, breathing pattern or program to one athlete of the team, or one offer to each member. */
    create: protectedProcedure
      .input(CreateAssignmentInput)
      .output(AssignmentView)
      .mutation(forViewer(createAssignment)),
    /** The team's assignments with each member's answer; progress only of the areas they share. */
    list: protectedProcedure.input(TeamIdInput).output(z.array(AssignmentView)).query(forViewer(listAssignments)),
  }),
  notes: router({
    /** A short note on an athlete's shared routine or journal entry (journals shared in full). */
    create: protectedProcedure.input(CreateNoteInput).output(CoachNoteView).mutation(forViewer(createNote)),
    /** The team's notes on the athlete's items shared now (one item's: NOT_FOUND unless shared). */
    list: protectedProcedure.input(CoachNotesInput).output(z.array(CoachNoteView)).query(forViewer(listCoachNotes)),
  }),
});
