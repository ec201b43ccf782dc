import { TextField } from "@onepercent/ui/field";
import { BreathworkPresetInput } from "@onepercent/validators/breathwork";
import { assignmentMessages } from "@onepercent/validators/messages/assignments";
import { handleServerSubmit } from "../../../lib/form-errors";
import { useFormFields } from "../../../lib/form-fields";
import { FormAlert, FormButtons } from "../../common/form-parts";
import { PATTERN_FIELDS, PatternNumberFields, usePatternForm } from "../../focus/breathwork/pattern-fields";
import type { ItemFormProps } from "../types";
import { assignText } from "./assign-text";

/** A breathing pattern to assign: a name and the rhythm, checked by the athlete's preset schema. */
export function PatternItemForm({ submitLabel, pending, onItem, onCancel }: ItemFormProps) {
  const form = usePatternForm();
  const { field } = useFormFields(form, BreathworkPresetInput);
  const submit = handleServerSubmit(form, PATTERN_FIELDS, assignmentMessages.createFailed, (preset) =>
    onItem({ kind: "breathwork", preset }),
  );
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField label={assignText.patternName} placeholder="e.g. Pre-game calm" required {...field("name")} />
      <PatternNumberFields form={form} />
      <FormAlert message={form.formState.errors.root?.message} />
      <FormButtons form={{ submitLabel, pending, onCancel }} pendingLabel={assignText.sending} />
    </form>
  );
}
