import { zodResolver } from "@hookform/resolvers/zod";
import { TextField } from "@onepercent/ui/field";
import { RoleGoalInput } from "@onepercent/validators/planner";
import { X } from "lucide-react";
import { useForm } from "react-hook-form";
import { useFormFields } from "../../lib/form-fields";
import { FormAlert, FormButtons } from "../common/form-parts";
import { type PlannerFormProps, useReportDirty } from "./form-state";

/** The two fields, side by side; both are required. */
const FIELDS = [
  { name: "role", label: "Category", placeholder: "e.g. Athlete" },
  { name: "goal", label: "Goal", placeholder: "e.g. Start every game this season" },
] as const;

/** The role (labelled Category) and goal fields, checked with the server's schema before sending. */
export function RoleGoalForm({
  initial,
  resetOnSuccess = false,
  ...form
}: PlannerFormProps<RoleGoalInput> & { initial: RoleGoalInput; resetOnSuccess?: boolean }) {
  const fields = useForm<RoleGoalInput>({ resolver: zodResolver(RoleGoalInput), defaultValues: initial });
  const { field } = useFormFields(fields, RoleGoalInput);
  const { isDirty } = fields.formState;
  useReportDirty(form, isDirty);

  const submit = fields.handleSubmit(async (input) => {
    try {
      await form.onSubmit(input);
      if (resetOnSuccess) fields.reset(initial);
    } catch {
      // The message shows below; the content stays for another try.
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        {FIELDS.map(({ name, ...props }) => (
          <TextField key={name} required {...props} {...field(name)} />
        ))}
      </div>
      <FormAlert message={form.error} />
      <FormButtons form={form} cancelIcon={<X aria-hidden />} className="flex flex-wrap justify-end gap-2" />
    </form>
  );
}
