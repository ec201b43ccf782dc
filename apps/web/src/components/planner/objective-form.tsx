import { TextField } from "@onepercent/ui/field";
import { CreateObjectiveInput, OBJECTIVE_MAX } from "@onepercent/validators/planner";
import { Plus, X } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { FormAlert, FormButtons } from "../common/form-parts";
import { fieldErrors, type PlannerFormProps, useReportDirty } from "./form-state";

const OBJECTIVE_FIELDS = ["roleGoalId", "objective", "startDate", "endDate"] as const;
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
  const id = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<(typeof OBJECTIVE_FIELDS)[number], string>>>({});
  const dirty =
    values.objective !== initial.objective ||
    (onCancel !== undefined && (values.startDate !== initial.startDate || values.endDate !== initial.endDate));
  useReportDirty(form, dirty);
  // A new range moves an untouched add form's dates along with it.
  useEffect(() => {
    if (onCancel === undefined) {
      setValues((current) => ({ ...current, startDate: initial.startDate, endDate: initial.endDate }));
    }
  }, [initial.startDate, initial.endDate, onCancel]);

  const set = (key: keyof ObjectiveValues, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreateObjectiveInput.safeParse({ roleGoalId, ...values });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues, OBJECTIVE_FIELDS));
      return;
    }
    setErrors({});
    try {
      await form.onSubmit({
        objective: parsed.data.objective,
        startDate: parsed.data.startDate,
        endDate: parsed.data.endDate,
      });
      if (onCancel === undefined) setValues((current) => ({ ...current, objective: "" }));
    } catch {
      // The message shows below; the content stays for another try.
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <TextField
        id={`${id}-objective`}
        label="Objective"
        placeholder="e.g. Land 70% of first serves"
        value={values.objective}
        maxLength={OBJECTIVE_MAX}
        onChange={(event) => set("objective", event.target.value)}
        error={errors.objective}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id={`${id}-start`}
          label="Start date"
          type="date"
          value={values.startDate}
          onChange={(event) => set("startDate", event.target.value)}
          error={errors.startDate}
        />
        <TextField
          id={`${id}-end`}
          label="End date"
          type="date"
          value={values.endDate}
          onChange={(event) => set("endDate", event.target.value)}
          error={errors.endDate}
        />
      </div>
      <FormAlert message={errors.roleGoalId ?? form.error} />
      <FormButtons form={form} submitIcon={onCancel ? null : <Plus aria-hidden />} cancelIcon={<X aria-hidden />} />
    </form>
  );
}
