import { z } from "zod";
import { BREATHWORK_PRESET_NAME_MAX, BreathworkPresetInput, isBuiltInPresetName } from "./breathwork";
import { HABIT_ACTION_MAX } from "./habit-rules";
import { CreateHabitInput } from "./habits";
import { IdRef } from "./ids";
import { ASSIGNMENT_TITLE_MAX, PROGRAM_ITEMS_MAX, PROGRAM_WEEKS_MAX, ROUTINE_NAME_MAX } from "./limits";
import { assignmentMessages } from "./messages/assignments";
import { CreateRoutineInput } from "./routines";
import { requiredText } from "./text-schemas";

export { PROGRAM_WEEKS_MAX };

/**
 * Assignments (issue 29 part 4, decision 035): a coach offers a habit, a routine, a breathing
 * pattern (a custom breathwork preset) or a program of them over some weeks to one athlete of a
 * team or to every member; each athlete accepts (the items join their own lists) or declines.
 */

/** The kinds of item an assignment carries, and of assignment (a program holds items). */
const ITEM_KINDS = ["habit", "routine", "breathwork"] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];
export const ASSIGNMENT_KINDS = [...ITEM_KINDS, "program"] as const;
export type AssignmentKind = (typeof ASSIGNMENT_KINDS)[number];

export const OFFER_STATUSES = ["pending", "accepted", "declined"] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** The longest title an assignment has: a program's name, or its one item's name. */
export const ASSIGNMENT_TITLE_STORED_MAX = Math.max(
  ASSIGNMENT_TITLE_MAX,
  HABIT_ACTION_MAX,
  ROUTINE_NAME_MAX,
  BREATHWORK_PRESET_NAME_MAX,
);

/** Items as the athlete's own creates take them (their limits and messages), without the list's own keys. */
const HabitItem = z.object({ kind: z.literal("habit"), habit: CreateHabitInput.omit({ order: true }) });
const RoutineItem = z.object({ kind: z.literal("routine"), routine: CreateRoutineInput.omit({ clientId: true }) });
const BreathworkItem = z.object({
  kind: z.literal("breathwork"),
  preset: BreathworkPresetInput.refine((preset) => !isBuiltInPresetName(preset.name), {
    message: assignmentMessages.presetBuiltIn,
    path: ["name"],
  }),
});

export const AssignmentItem = z.discriminatedUnion("kind", [HabitItem, RoutineItem, BreathworkItem], {
  error: assignmentMessages.kindInvalid,
});
export type AssignmentItem = z.infer<typeof AssignmentItem>;

const Program = z.object({
  kind: z.literal("program"),
  name: requiredText(
    assignmentMessages.programNameRequired,
    ASSIGNMENT_TITLE_MAX,
    assignmentMessages.programNameTooLong,
  ),
  weeks: z
    .number(assignmentMessages.programWeeksInvalid)
    .int(assignmentMessages.programWeeksInvalid)
    .min(1, assignmentMessages.programWeeksInvalid)
    .max(PROGRAM_WEEKS_MAX, assignmentMessages.programWeeksInvalid),
  items: z
    .array(AssignmentItem, assignmentMessages.programItemsInvalid)
    .min(1, assignmentMessages.programItemsInvalid)
    .max(PROGRAM_ITEMS_MAX, assignmentMessages.programItemsInvalid),
});

/** What a coach assigns: one item, or a program. */
export const AssignmentContent = z.discriminatedUnion("kind", [HabitItem, RoutineItem, BreathworkItem, Program], {
  error: assignmentMessages.kindInvalid,
});
export type AssignmentContent = z.infer<typeof AssignmentContent>;

/** An item's name as the offer shows it ("From Coach Sam Rivera: Free-throw routine"). */
function itemTitle(item: AssignmentItem): string {
  switch (item.kind) {
    case "habit":
      return item.habit.action;
    case "routine":
      return item.routine.name;
    case "breathwork":
      return item.preset.name;
  }
}

/** An assignment's title: a program's name, or its item's. */
export const assignmentTitle = (content: AssignmentContent) =>
  content.kind === "program" ? content.name : itemTitle(content);

/** The heading an athlete reads: "From Coach Sam Rivera: Free-throw routine". */
export const offerHeading = (coachName: string, title: string) => `From Coach ${coachName}: ${title}`;

/** What accepting made in the athlete's lists: the kind and the id of each item. */
export const CreatedItem = z.object({ kind: z.enum(ITEM_KINDS), id: z.string() });
export type CreatedItem = z.infer<typeof CreatedItem>;

// ——— Inputs ———

/** To one athlete of the team (`athleteId`), or to every member when it is left out. */
export const CreateAssignmentInput = z.object({
  teamId: IdRef,
  athleteId: IdRef.optional(),
  content: AssignmentContent,
});
export type CreateAssignmentInput = z.infer<typeof CreateAssignmentInput>;

export const OfferInput = z.object({ assignmentId: IdRef });
export type OfferInput = z.infer<typeof OfferInput>;

// ——— Answers ———

const Day = z.string();

/** The offer as the athlete reads it; `created` names the items accepting made ("from your coach"). */
export const OfferView = z.object({
  assignmentId: z.string(),
  teamId: z.string().nullable(),
  teamName: z.string(),
  coachName: z.string(),
  heading: z.string(),
  kind: z.enum(ASSIGNMENT_KINDS),
  title: z.string(),
  weeks: z.number().int().nullable(),
  items: z.array(AssignmentItem),
  status: z.enum(OFFER_STATUSES),
  offeredAt: z.date(),
  answeredAt: z.date().nullable(),
  created: z.array(CreatedItem),
  startsOn: Day.nullable(),
  endsOn: Day.nullable(),
});
export type OfferView = z.infer<typeof OfferView>;

/** How an accepted item does, each only while the athlete shares its area with the team. */
export const ItemProgress = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("routine"),
    id: z.string(),
    name: z.string(),
    rehearsals: z.number().int(),
    lastRehearsedAt: z.date().nullable(),
  }),
  z.object({
    kind: z.literal("habit"),
    id: z.string(),
    action: z.string(),
    /** Days it was done since the offer was accepted. */
    completedDays: z.number().int(),
    lastCompletedOn: Day.nullable(),
  }),
  z.object({
    kind: z.literal("breathwork"),
    id: z.string(),
    name: z.string(),
    /** Sessions of this pattern since the offer was accepted. */
    sessions: z.number().int(),
  }),
]);
export type ItemProgress = z.infer<typeof ItemProgress>;

/** One athlete's offer as the coach reads it: the answer always; `progress` only of shared areas. */
export const OfferState = z.object({
  athleteId: z.string(),
  name: z.string(),
  status: z.enum(OFFER_STATUSES),
  answeredAt: z.date().nullable(),
  startsOn: Day.nullable(),
  endsOn: Day.nullable(),
  progress: z.array(ItemProgress).optional(),
});
export type OfferState = z.infer<typeof OfferState>;

export const AssignmentView = z.object({
  id: z.string(),
  teamId: z.string(),
  coachName: z.string(),
  kind: z.enum(ASSIGNMENT_KINDS),
  title: z.string(),
  weeks: z.number().int().nullable(),
  items: z.array(AssignmentItem),
  createdAt: z.date(),
  /** The offers of the team's current members. */
  offers: z.array(OfferState),
});
export type AssignmentView = z.infer<typeof AssignmentView>;
