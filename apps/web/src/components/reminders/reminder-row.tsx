import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@onepercent/ui/button";
import { TextField } from "@onepercent/ui/field";
import { reminderMessages } from "@onepercent/validators/messages/reminders";
import { ReminderInput } from "@onepercent/validators/reminders";
import { useId } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { handleServerSubmit } from "../../lib/form-errors";
import { FormAlert } from "../common/form-parts";
import { DayChips } from "./day-chips";
import { reminderSummary } from "./format";
import { type ReminderTarget, startingValues } from "./reminder-targets";
import { Switch } from "./switch";
import { useReminderChanges } from "./use-reminder-changes";

/** A reminder's time, days and switch: the server's own rules (ReminderInput), less what it is for. */
const ReminderTimes = ReminderInput.options[1].omit({ kind: true });
type TimesInput = z.input<typeof ReminderTimes>;
type TimesOutput = z.output<typeof ReminderTimes>;

const FIELDS = ["time", "days"] as const;

/**
 * One reminder (the journal, the weekly review or a habit): a switch, then its time and days.
 * Save sends a reminder that is on (reminders.set) and deletes one turned off (reminders.remove);
 * refusals show under their field.
 */
export function ReminderRow({ target }: { target: ReminderTarget }) {
  const id = useId();
  const { save, remove, pending } = useReminderChanges();
  const start = startingValues(target);
  const form = useForm<TimesInput, unknown, TimesOutput>({
    resolver: zodResolver(ReminderTimes),
    defaultValues: start,
  });
  const { errors, isDirty } = form.formState;
  const enabled = form.watch("enabled") ?? true;
  const days = form.watch("days");
  const dirty = { shouldDirty: true } as const;

  const submit = handleServerSubmit(form, FIELDS, reminderMessages.saveFailed, async (values) => {
    if (values.enabled) {
      const saved = await save(target.subject, values);
      form.reset({ time: saved.time, days: [...saved.days], enabled: saved.enabled });
      return;
    }
    // Off: the reminder goes; its time and days stay on the screen for turning it on again.
    if (target.saved) await remove(target.saved.id);
    form.reset(values);
  });

  /** Off hides the time and days; what cannot be saved there goes back to how it started. */
  const switchTo = (on: boolean) => {
    form.setValue("enabled", on, dirty);
    if (on) return;
    form.clearErrors();
    if (!ReminderTimes.shape.time.safeParse(form.getValues("time")).success) form.setValue("time", start.time, dirty);
    if (days.length === 0) form.setValue("days", start.days, dirty);
  };

  return (
    <li className="py-4 first:pt-2 last:pb-0">
      <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="space-y-3">
        <div className="flex items-center gap-3">
          <div className="min-w-0 flex-1">
            <p id={`${id}-title`} className="break-words font-medium text-ink">
              {target.label}
            </p>
            <p className="text-slate-600 text-sm">{reminderSummary(target.saved)}</p>
          </div>
          <Switch checked={enabled} label={`${target.label} reminder`} onChange={switchTo} />
        </div>
        {enabled ? (
          <div className="grid gap-3 sm:grid-cols-[9rem_auto] sm:items-start sm:gap-5">
            <TextField
              id={`${id}-time`}
              label="Time"
              type="time"
              error={errors.time?.message}
              {...form.register("time")}
            />
            <DayChips
              id={`${id}-days`}
              value={days}
              error={errors.days?.message}
              onChange={(chosen) =>
                form.setValue("days", chosen, { ...dirty, shouldValidate: form.formState.isSubmitted })
              }
            />
          </div>
        ) : null}
        <FormAlert message={errors.root?.message} />
        {isDirty ? (
          <div className="flex justify-end">
            <Button type="submit" aria-label={`Save ${target.label} reminder`} disabled={pending}>
              {form.formState.isSubmitting ? "Saving…" : "Save"}
            </Button>
          </div>
        ) : null}
      </form>
    </li>
  );
}
