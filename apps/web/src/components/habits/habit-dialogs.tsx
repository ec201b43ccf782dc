import { zodResolver } from "@hookform/resolvers/zod";
import { Dialog, DialogContent } from "@onepercent/ui/dialog";
import { TextareaField } from "@onepercent/ui/field";
import { HABIT_NOTE_MAX } from "@onepercent/validators/habit-rules";
import { HabitDayNoteInput } from "@onepercent/validators/habits";
import { messages } from "@onepercent/validators/messages/common";
import { Save } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { fieldProps } from "../../lib/field-props";
import { showServerError } from "../../lib/form-errors";
import { trpc } from "../../lib/trpc";
import { FormAlert, FormButtons } from "../common/form-parts";
import { trackHabit } from "./analytics";
import { formatLongDate } from "./format";
import { HabitForm } from "./habit-form";
import type { ChecklistAction } from "./types";
import { useSaveNote } from "./use-save-note";

/** Edit an action (§2.8 edit modal). */
export function EditHabitDialog({ action, onClose }: { action: ChecklistAction; onClose: () => void }) {
  const utils = trpc.useUtils();
  const update = trpc.habits.update.useMutation({
    onSuccess: () => {
      trackHabit("edit");
      void utils.habits.list.invalidate();
      void utils.dashboard.get.invalidate();
      onClose();
    },
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="Edit Action" description="Change what you do, how often and when.">
        <HabitForm
          initial={{
            action: action.action,
            category: action.category,
            frequency: action.frequency,
            customDays: action.customDays,
            timeOfDay: action.timeOfDay,
          }}
          submitLabel="Save Changes"
          submitIcon={<Save aria-hidden />}
          pending={update.isPending}
          failedMessage={messages.habitUpdateFailed}
          onSubmit={(data) => update.mutateAsync({ id: action.id, data })}
          onCancel={onClose}
        />
      </DialogContent>
    </Dialog>
  );
}

/** The note's fields a refusal can name. */
const NOTE_FIELDS = ["date", "note"] as const;

/** A note on today's or the previous day's check-in (a form, decision 016). */
export function NoteDialog({
  action,
  choices,
  onClose,
}: {
  action: ChecklistAction;
  /** The editable days (today first), with the note each already has. */
  choices: { date: string; label: string; note: string | null }[];
  onClose: () => void;
}) {
  const [resolver] = useState(() => zodResolver(HabitDayNoteInput));
  const form = useForm<z.input<typeof HabitDayNoteInput>, unknown, HabitDayNoteInput>({
    resolver,
    defaultValues: { id: action.id, date: choices[0]?.date ?? "", note: choices[0]?.note ?? "" },
  });
  const date = form.watch("date");
  const save = useSaveNote(onClose);
  const submit = form.handleSubmit(async (input) => {
    try {
      // A blank note removes it: the procedure reads it from an empty text.
      await save.mutateAsync({ ...input, note: input.note ?? "" });
    } catch (error) {
      showServerError(form, error, NOTE_FIELDS, messages.habitUpdateFailed);
    }
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="Check-in note" description={action.action}>
        <form noValidate onSubmit={submit} className="space-y-4">
          <fieldset>
            <legend className="font-medium text-ink text-sm">Day</legend>
            <div className="mt-2 flex gap-2">
              {choices.map((choice) => (
                <label
                  key={choice.date}
                  className="flex flex-1 cursor-pointer items-center gap-2 rounded-xl border border-slate-300 px-3 py-2.5 text-sm has-checked:border-brand-700 has-checked:bg-brand-50"
                >
                  <input
                    type="radio"
                    name="note-day"
                    value={choice.date}
                    checked={date === choice.date}
                    onChange={() => {
                      form.setValue("date", choice.date);
                      form.setValue("note", choice.note ?? "");
                      form.clearErrors();
                    }}
                    className="accent-brand-700"
                  />
                  <span>
                    <span className="block font-medium text-ink">{choice.label}</span>
                    <span className="block text-slate-600 text-xs">{formatLongDate(choice.date)}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <TextareaField
            id="habit-note"
            label="Note"
            hint="How did it go? Leave it empty to remove the note."
            rows={4}
            maxLength={HABIT_NOTE_MAX}
            {...fieldProps(form, "note")}
          />
          <FormAlert message={form.formState.errors.root?.message ?? form.formState.errors.date?.message} />
          <FormButtons
            form={{ submitLabel: "Save Note", pending: save.isPending, onCancel: onClose }}
            submitIcon={<Save aria-hidden />}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
