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
import { forUser, protectedProcedure, router } from "../trpc";

/**
 * The coach's side of teams (issue 29, decision 035). Any signed-in user may call it; a caller who
 * is not a coach of the team (nor, to read, the admin) gets NOT_FOUND, as for a team that does not exist.
 * Each service gets the viewer (id and the admin flag the session read from the database) and asks
 * `authorize` first.
 */
export const coachRouter = router({
  /** Whether the caller may coach (the web app shows the coach's pages) and sees every team (the admin). */
  status: protectedProcedure.output(CoachStatus).query(forUser(coachStatus)),
  teams: router({
    /** The caller's teams; the admin's, every team. */
    list: protectedProcedure.output(z.array(CoachTeamView)).query(forUser(listCoachTeams)),
    /** The team table: one row per athlete, each area's figures only where the athlete shares it. */
    get: protectedProcedure.input(TeamIdInput).output(TeamTable).query(forUser(teamTable)),
    /** The team table as CSV (file name and text): an area's columns only when someone shares it. */
    export: protectedProcedure.input(TeamIdInput).output(TeamExport).query(forUser(exportTeam)),
    create: protectedProcedure.input(CreateTeamInput).output(CoachTeamView).mutation(forUser(createTeam)),
    update: protectedProcedure.input(UpdateTeamInput).output(CoachTeamView).mutation(forUser(renameTeam)),
    delete: protectedProcedure.input(TeamIdInput).output(TeamRef).mutation(forUser(deleteTeam)),
    /** A new join code: the old one joins no one any more. */
    rotateCode: protectedProcedure.input(TeamIdInput).output(CoachTeamView).mutation(forUser(rotateJoinCode)),
    coaches: router({
      /** Adds an account that may coach (by e-mail) to the team. */
      add: protectedProcedure.input(AddTeamCoachInput).output(CoachTeamView).mutation(forUser(addTeamCoach)),
      /** Removes a coach from the team (the last one stays). */
      remove: protectedProcedure.input(RemoveTeamCoachInput).output(CoachTeamView).mutation(forUser(removeTeamCoach)),
    }),
  }),
  athletes: router({
    /** An athlete of the team with every area they share with it (no key for an area not shared). */
    get: protectedProcedure.input(CoachAthleteInput).output(CoachAthleteView).query(forUser(coachAthletePage)),
    /** One area of the athlete; NOT_FOUND unless they share it with the team. */
    area: protectedProcedure.input(CoachAthleteAreaInput).output(CoachAthleteArea).query(forUser(coachAthleteArea)),
  }),
  assignments: router({
    /** Sends a habit, routine, breathing pattern or program to one athlete of the team, or one offer to each member. */
    create: protectedProcedure.input(CreateAssignmentInput).output(AssignmentView).mutation(forUser(createAssignment)),
    /** The team's assignments with each member's answer; progress only of the areas they share. */
    list: protectedProcedure.input(TeamIdInput).output(z.array(AssignmentView)).query(forUser(listAssignments)),
  }),
  notes: router({
    /** A short note on an athlete's shared routine or journal entry (journals shared in full). */
    create: protectedProcedure.input(CreateNoteInput).output(CoachNoteView).mutation(forUser(createNote)),
    /** The team's notes on the athlete's items shared now (one item's: NOT_FOUND unless shared). */
    list: protectedProcedure.input(CoachNotesInput).output(z.array(CoachNoteView)).query(forUser(listCoachNotes)),
  }),
});
