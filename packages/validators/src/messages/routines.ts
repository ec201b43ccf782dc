import { ROUTINE_NAME_MAX, ROUTINE_STEPS_MAX, ROUTINE_TEXT_MAX, ROUTINES_MAX_PER_USER } from "../limits";

/** training-and-tools.md §5 (Routine create) and §8 (Routines), verbatim. */
export const routineMessages = {
  nameRequired: "Routine name is required",
  triggerRequired: "Trigger description is required",
  actionRequired: "Physical action is required",
  stepsRequired: "All steps must have a description",
  nameTooLong: `Please keep the routine name under ${ROUTINE_NAME_MAX} characters`,
  textTooLong: `Please keep each text under ${ROUTINE_TEXT_MAX} characters`,
  tooManySteps: `A routine has at most ${ROUTINE_STEPS_MAX} steps`,
  tooManyRoutines: `You can keep at most ${ROUTINES_MAX_PER_USER} routines. Delete one to add another.`,
  loadFailed: "Failed to load routines. Please try again.",
  createFailed: "Failed to create routine. Please try again.",
  deleteFailed: "Failed to delete routine. Please try again.",
  created: "Routine created successfully!",
  deleted: "Routine deleted successfully!",
  deleteConfirm: "Are you sure you want to delete this routine?",
} as const;
