import type { AppRouter } from "@onepercent/api";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";

type Outputs = inferRouterOutputs<AppRouter>;
/** A team as coach.teams.list answers it (the join code only for the team's own coaches). */
export type CoachTeam = Outputs["coach"]["teams"]["list"][number];
/** The team table as coach.teams.get answers it. */
type TeamTableData = Outputs["coach"]["teams"]["get"];
/** One athlete of the team table: each area's figures only when the athlete shares that area. */
export type AthleteRow = TeamTableData["athletes"][number];
/** The athlete page as coach.athletes.get answers it. */
type AthleteView = Outputs["coach"]["athletes"]["get"];
/** The areas an athlete shares: a key only for a shared area. */
export type SharedAreas = AthleteView["areas"];

type Inputs = inferRouterInputs<AppRouter>;
/** What coach.assignments.create sends: one habit, routine or breathing pattern, or a program of them. */
export type AssignmentContentInput = Inputs["coach"]["assignments"]["create"]["content"];
/** One item of an assignment (a program holds 1–10 of them). */
export type AssignmentItemInput = Exclude<AssignmentContentInput, { kind: "program" }>;
/** An assignment as coach.assignments.list answers it, with each current member's offer. */
export type Assignment = Outputs["coach"]["assignments"]["list"][number];
/** One athlete's offer: the answer always, `progress` only of the areas they share. */
export type Offer = Assignment["offers"][number];
/** A coach's note on an athlete's shared routine or journal entry, with the athlete's reply. */
export type CoachNote = Outputs["coach"]["notes"]["list"][number];
/** The kinds of item an assignment or a program carries. */
export type ItemKind = AssignmentItemInput["kind"];

/** The props of one item's form in the assign dialog. */
export interface ItemFormProps {
  submitLabel: string;
  pending: boolean;
  /** Sends the item (or adds it to a program); a refusal thrown back shows in the form, verbatim. */
  onItem: (item: AssignmentItemInput) => Promise<unknown>;
  onCancel: () => void;
}
