import { assignmentMessages } from "@onepercent/validators/messages/assignments";
import { handleServerSubmit } from "../../../lib/form-errors";
import { FormAlert, FormButtons } from "../../common/form-parts";
import { ROUTINE_FIELDS, RoutineFields, useRoutineForm } from "../../routines/routine-fields";
import { useStepList } from "../../routines/use-step-list";
import type { ItemFormProps } from "../types";
import { assignText } from "./assign-text";

/**
 * A routine to assign: the routine builder's fields, checked by its own resolver (the athlete's
 * create schema, first failure in the spec's order) before the coach sends or adds it.
 */
export function RoutineItemForm({ submitLabel, pending, onItem, onCancel }: ItemFormProps) {
  const form = useRoutineForm();
  const steps = useStepList(form);
  const submit = handleServerSubmit(
    form,
    ROUTINE_FIELDS,
    assignmentMessages.createFailed,
    ({ clientId: _, ...routine }) => onItem({ kind: "routine", routine }),
  );
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <RoutineFields form={form} steps={steps} nameLabel={assignText.routineName} />
      <FormAlert message={form.formState.errors.root?.message} />
      <FormButtons form={{ submitLabel, pending, onCancel }} pendingLabel={assignText.sending} />
    </form>
  );
}
