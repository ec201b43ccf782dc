import { and, breathworkPresets, type Database, eq, sql } from "@onepercent/db";
import { AppError, BreathworkPresetInput, CreateHabitInput, CreateRoutineInput } from "@onepercent/validators";
import type { AssignmentItem, CreatedItem } from "@onepercent/validators/assignments";
import { assignmentMessages } from "@onepercent/validators/messages/assignments";
import { saveBreathworkPreset } from "../focus";
import { createHabit } from "../habits";
import { createRoutine } from "../routines";
import { inserted } from "../shared/records";

// What accepting an offer makes in the athlete's own lists (issue 29 part 4): each item through the
// service the athlete's own create uses, so its limits and rules hold as for the athlete's own.

/** A breathing pattern joins the athlete's custom presets; a name they already use is refused, not replaced. */
async function createPreset(db: Database, userId: string, preset: BreathworkPresetInput): Promise<CreatedItem> {
  const named = and(eq(breathworkPresets.userId, userId), eq(breathworkPresets.nameKey, sql`lower(${preset.name})`));
  const [taken] = await db.select({ name: breathworkPresets.name }).from(breathworkPresets).where(named);
  if (taken) throw new AppError("BAD_INPUT", assignmentMessages.presetNameTaken(taken.name));
  await saveBreathworkPreset(db, userId, preset);
  const rows = await db.select({ id: breathworkPresets.id }).from(breathworkPresets).where(named);
  return { kind: "breathwork", id: inserted(rows, assignmentMessages.createFailed).id };
}

/**
 * Makes one item in the athlete's lists (inside the accept's transaction: a refusal, such as a
 * full list, undoes the whole accept). The stored item is parsed again by the create's own schema.
 */
export async function createAssignedItem(db: Database, userId: string, item: AssignmentItem): Promise<CreatedItem> {
  switch (item.kind) {
    case "habit": {
      const habit = await createHabit(db, userId, CreateHabitInput.parse(item.habit));
      return { kind: "habit", id: habit.id };
    }
    case "routine": {
      const routine = await createRoutine(db, userId, CreateRoutineInput.parse(item.routine));
      return { kind: "routine", id: routine._id };
    }
    case "breathwork":
      return createPreset(db, userId, BreathworkPresetInput.parse(item.preset));
  }
}
