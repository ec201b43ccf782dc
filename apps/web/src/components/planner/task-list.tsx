import { Button } from "@onepercent/ui/button";
import { Checkbox } from "@onepercent/ui/checkbox";
import { cn } from "@onepercent/ui/cn";
import { errorAria, Input } from "@onepercent/ui/field";
import { TASK_MAX, TaskText } from "@onepercent/validators/planner";
import { Check, Plus, X } from "lucide-react";
import { useId } from "react";
import { FormAlert } from "../common/form-parts";
import { useOneFieldForm } from "../common/use-one-field-form";
import { type PlannerFormProps, useReportDirty } from "./form-state";
import { EditDeleteButtons } from "./shared";

export interface PlannerTaskItem {
  id: string;
  task: string;
  completed: boolean;
}

/** A one-line text form (add a task, rename a task): the text stays when saving fails. */
export function TextLineForm({
  label,
  placeholder,
  initial = "",
  ...form
}: PlannerFormProps<string> & {
  label: string;
  placeholder?: string;
  initial?: string;
}) {
  const { submitLabel, pending, onCancel } = form;
  const id = useId();
  // The text is checked with the server's task schema.
  const line = useOneFieldForm(TaskText, { initial });
  const { error: invalid, ...register } = line.field;
  useReportDirty(form, line.form.formState.isDirty);

  const submit = line.onSubmit(async (text) => {
    try {
      await form.onSubmit(text);
      if (onCancel === undefined) line.form.reset({ value: "" });
    } catch {
      // The message shows below; the text stays for another try.
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-2">
      <div className="flex gap-2">
        <label htmlFor={`${id}-text`} className="sr-only">
          {label}
        </label>
        <Input
          id={`${id}-text`}
          placeholder={placeholder ?? label}
          maxLength={TASK_MAX}
          className="min-w-0 flex-1"
          {...errorAria(id, invalid)}
          {...register}
        />
        <Button type="submit" disabled={pending} aria-label={submitLabel} className="shrink-0">
          {onCancel ? <Check aria-hidden /> : <Plus aria-hidden />}
          <span className="max-sm:sr-only">{pending ? "Saving…" : submitLabel.split(" ")[0]}</span>
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" size="icon" aria-label="Cancel" onClick={onCancel}>
            <X aria-hidden />
          </Button>
        ) : null}
      </div>
      {invalid ? (
        <p id={`${id}-error`} className="text-red-700 text-sm">
          {invalid}
        </p>
      ) : null}
      <FormAlert message={form.error} />
    </form>
  );
}

/** Tasks with a tick box each; optionally edit and delete buttons. */
export function TaskRows({
  tasks,
  onToggle,
  onEdit,
  onDelete,
  detail,
}: {
  tasks: PlannerTaskItem[];
  onToggle: (task: PlannerTaskItem) => void;
  onEdit?: (task: PlannerTaskItem) => void;
  onDelete?: (task: PlannerTaskItem) => void;
  detail?: (task: PlannerTaskItem) => string | null;
}) {
  return (
    <ul className="divide-y divide-slate-100">
      {tasks.map((task) => (
        <li key={task.id} className="flex items-center gap-3 py-2">
          <Checkbox
            checked={task.completed}
            onCheckedChange={() => onToggle(task)}
            aria-label={`${task.completed ? "Mark not done" : "Mark done"}: ${task.task}`}
          />
          <div className="min-w-0 flex-1">
            <p className={cn("break-words text-ink", task.completed && "text-slate-500 line-through")}>{task.task}</p>
            {detail?.(task) ? <p className="text-slate-600 text-xs">{detail(task)}</p> : null}
          </div>
          <EditDeleteButtons
            name={`task ${task.task}`}
            onEdit={onEdit && (() => onEdit(task))}
            onDelete={onDelete && (() => onDelete(task))}
          />
        </li>
      ))}
    </ul>
  );
}
