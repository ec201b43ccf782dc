import { zodResolver } from "@hookform/resolvers/zod";
import { cn } from "@onepercent/ui/cn";
import { Field, NativeSelect, TextField } from "@onepercent/ui/field";
import { DAY_CODES, type DayCode } from "@onepercent/validators/calendar";
import {
  HABIT_ACTION_MAX,
  HABIT_CATEGORIES,
  HABIT_FREQUENCIES,
  HABIT_FREQUENCY_LABELS,
  HABIT_TIME_OF_DAY_LABELS,
  HABIT_TIMES_OF_DAY,
  type HabitCategory,
  type HabitFrequency,
  type HabitTimeOfDay,
} from "@onepercent/validators/habit-rules";
import { CreateHabitInput } from "@onepercent/validators/habits";
import { type ReactNode, useId } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { showServerError } from "../../lib/form-errors";
import { FormAlert, FormButtons } from "../common/form-parts";
import { Options } from "../common/options";
import { dayName } from "./format";

export interface HabitFormValues {
  action: string;
  category: HabitCategory | "";
  frequency: HabitFrequency;
  customDays: DayCode[];
  timeOfDay: HabitTimeOfDay;
}

export const EMPTY_HABIT: HabitFormValues = {
  action: "",
  category: "",
  frequency: "daily",
  customDays: [],
  timeOfDay: "anytime",
};

const FIELDS = ["action", "category", "frequency", "customDays", "timeOfDay"] as const;

/** The option of a select that matches its value (a select only offers listed values). */
const optionOf = <T extends string>(options: readonly T[], value: string, fallback: T): T =>
  options.find((option) => option === value) ?? fallback;

/**
 * The fields of an action (planning-and-reflection.md §3, §5, §9), checked with the same
 * schema as the server before anything is sent; a refusal shows under its field or the form.
 */
export function HabitForm({
  initial,
  submitLabel,
  submitIcon,
  pending,
  failedMessage,
  onSubmit,
  onCancel,
  resetOnSubmit = false,
}: {
  initial: HabitFormValues;
  submitLabel: string;
  submitIcon?: ReactNode;
  pending: boolean;
  /** The form's message when the server fails without one of its own. */
  failedMessage: string;
  onSubmit: (values: CreateHabitInput) => Promise<unknown>;
  onCancel?: () => void;
  resetOnSubmit?: boolean;
}) {
  const id = useId();
  const form = useForm<z.input<typeof CreateHabitInput>, unknown, z.output<typeof CreateHabitInput>>({
    resolver: zodResolver(CreateHabitInput),
    defaultValues: initial,
  });
  const { errors } = form.formState;
  const watched = form.watch();
  const values: HabitFormValues = { ...EMPTY_HABIT, ...watched, customDays: watched.customDays ?? [] };
  const dirty = { shouldDirty: true } as const;

  const submit = form.handleSubmit(async (input) => {
    try {
      await onSubmit(input);
      if (resetOnSubmit) form.reset(EMPTY_HABIT);
    } catch (error) {
      showServerError(form, error, FIELDS, failedMessage);
    }
  });

  const toggleDay = (day: DayCode) =>
    form.setValue(
      "customDays",
      values.customDays.includes(day) ? values.customDays.filter((item) => item !== day) : [...values.customDays, day],
      dirty,
    );

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField
        id={`${id}-action`}
        label="Action"
        placeholder="e.g. Visualize my game plan for 5 minutes"
        maxLength={HABIT_ACTION_MAX}
        error={errors.action?.message}
        required
        {...form.register("action")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Category" htmlFor={`${id}-category`} error={errors.category?.message} className="sm:col-span-2">
          <NativeSelect
            id={`${id}-category`}
            value={values.category}
            onChange={(event) =>
              form.setValue(
                "category",
                optionOf<HabitCategory | "">(["", ...HABIT_CATEGORIES], event.target.value, ""),
                dirty,
              )
            }
          >
            <option value="">Select a category</option>
            <Options values={HABIT_CATEGORIES} />
          </NativeSelect>
        </Field>
        <Field label="Frequency" htmlFor={`${id}-frequency`} error={errors.frequency?.message}>
          <NativeSelect
            id={`${id}-frequency`}
            value={values.frequency}
            onChange={(event) =>
              form.setValue("frequency", optionOf(HABIT_FREQUENCIES, event.target.value, "daily"), dirty)
            }
          >
            <Options values={HABIT_FREQUENCIES} label={(frequency) => HABIT_FREQUENCY_LABELS[frequency]} />
          </NativeSelect>
        </Field>
        <Field label="Time of day" htmlFor={`${id}-time`} error={errors.timeOfDay?.message}>
          <NativeSelect
            id={`${id}-time`}
            value={values.timeOfDay}
            onChange={(event) =>
              form.setValue("timeOfDay", optionOf(HABIT_TIMES_OF_DAY, event.target.value, "anytime"), dirty)
            }
          >
            <Options values={HABIT_TIMES_OF_DAY} label={(time) => HABIT_TIME_OF_DAY_LABELS[time]} />
          </NativeSelect>
        </Field>
      </div>
      {values.frequency === "custom" ? (
        <fieldset aria-describedby={errors.customDays ? `${id}-days-error` : undefined}>
          <legend className="font-medium text-ink text-sm">Days</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {DAY_CODES.map((day) => {
              const chosen = values.customDays.includes(day);
              return (
                <button
                  key={day}
                  type="button"
                  aria-pressed={chosen}
                  aria-label={dayName(day)}
                  onClick={() => toggleDay(day)}
                  className={cn(
                    "h-10 min-w-11 rounded-xl border px-2 font-semibold text-sm",
                    chosen ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-700",
                  )}
                >
                  {day}
                </button>
              );
            })}
          </div>
          {values.customDays.length === 0 ? (
            <p id={`${id}-days-hint`} className="mt-1.5 text-slate-600 text-sm">
              No days chosen: the action applies every day until you choose some.
            </p>
          ) : null}
          {errors.customDays ? (
            <p id={`${id}-days-error`} role="alert" className="mt-1.5 text-red-700 text-sm">
              {errors.customDays.message}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <FormAlert message={errors.root?.message} />
      <FormButtons form={{ submitLabel, pending, onCancel }} submitIcon={submitIcon} />
    </form>
  );
}
