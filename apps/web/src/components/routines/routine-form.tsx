import { routineMessages } from "@onepercent/validators/messages/routines";
import type { CreateRoutineInput } from "@onepercent/validators/routines";
import { Plus } from "lucide-react";
import { handleServerSubmit } from "../../lib/form-errors";
import { FormAlert, FormButtons } from "../common/form-parts";
import { DiscardChangesDialog, useUnsavedChangesBlocker } from "../common/unsaved-changes";
import { ROUTINE_FIELDS, RoutineFields, useRoutineForm } from "./routine-fields";
import { EMPTY_ROUTINE } from "./routine-form-schema";
import { useStepList } from "./use-step-list";

/**
 * The create form (§2, §5): name, trigger, physical action and the numbered steps back to the
 * present. Steps are added with a button and removed only while more than one is left; the
 * server's schema checks it all, and the first failure in the spec's order shows.
 */
export function RoutineForm({
  onCreate,
  onCancel,
}: {
  /** Saves it (or keeps it for later when offline); a refusal is thrown back to the form. */
  onCreate: (input: CreateRoutineInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useRoutineForm();
  const steps = useStepList(form);
  const blocker = useUnsavedChangesBlocker(form.formState.isDirty && !form.formState.isSubmitting);

  const submit = handleServerSubmit(form, ROUTINE_FIELDS, routineMessages.createFailed, async (input) => {
    await onCreate(input);
    form.reset(EMPTY_ROUTINE);
    steps.reset();
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <RoutineFields form={form} steps={steps} nameLabel="Routine Name" />
      <FormAlert message={form.formState.errors.root?.message} />
      <FormButtons
        form={{ submitLabel: "Create Routine", pending: form.formState.isSubmitting, onCancel }}
        submitIcon={<Plus aria-hidden />}
      />
      <DiscardChangesDialog blocker={blocker} description="The routine you started will not be saved." />
    </form>
  );
}
