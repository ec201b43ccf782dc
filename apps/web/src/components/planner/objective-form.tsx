import { zodResolver } from "@hookform/resolvers/zod";
import { TextField } from "@onepercent/ui/field";
import { CreateObjectiveInput } from "@onepercent/validators/planner";
import { Plus, X } from "lucide-react";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useFormFields } from "../../lib/form-fields";
import { FormAlert, FormButtons } from "../common/form-parts";
import { type PlannerFormProps, useReportDirty } from "./form-state";

export type ObjectiveValues = { objective: string; startDate: string; endDate: string };
export interface ObjectiveItem extends ObjectiveValues {
  id: string;
  completed: boolean;
}

/** An objective's text and dates, checked with the server's schema (§5 messages) before sending. */
export function ObjectiveForm({
  roleGoalId,
  initial,
  ...form
}: PlannerFormProps<ObjectiveValues> & { roleGoalId: string; initial: ObjectiveValues }) {
  const { onCancel } = form;
  const fields = useForm<z.input<typeof CreateObjectiveInput>, unknown, z.output<typeof CreateObjectiveInput>>({
    resolver: zodResolver(CreateObjectiveInput),
    defaultValues: { roleGoalId, ...initial },
  });
  const { field } = useFormFields(fields, CreateObjectiveInput);
  const { errors } = fields.formState;
  const values = fields.watch();
  // An add form's dates follow the range, so only its text counts as an unsaved edit.
  const dirty =
    values.objective !== initial.objective ||
    (onCancel !== undefined && (values.startDate !== initial.startDate || values.endDate !== initial.endDate));
  useReportDirty(form, dirty);
  // A new range moves an add form's dates along with it.
  const { setValue } = fields;
  useEffect(() => {
    if (onCancel !== undefined) return;
    setValue("startDate", initial.startDate);
    setValue("endDate", initial.endDate);
  }, [initial.startDate, initial.endDate, onCancel, setValue]);

  const submit = fields.handleSubmit(async ({ objective, startDate, endDate }) => {
    try {
      await form.onSubmit({ objective, startDate, endDate });
      if (onCancel === undefined) setValue("objective", "");
    } catch {
      // The message shows below; the content stays for another try.
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <TextField label="Objective" placeholder="e.g. Land 70% of first serves" {...field("objective")} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Start date" type="date" {...field("startDate")} />
        <TextField label="End date" type="date" {...field("endDate")} />
      </div>
      <FormAlert message={errors.roleGoalId?.message ?? form.error} />
      <FormButtons form={form} submitIcon={onCancel ? null : <Plus aria-hidden />} cancelIcon={<X aria-hidden />} />
    </form>
  );
}
