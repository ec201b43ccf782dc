import { zodResolver } from "@hookform/resolvers/zod";
import { cn } from "@onepercent/ui/cn";
import { TextField } from "@onepercent/ui/field";
import { DAY_CODES, type DayCode } from "@onepercent/validators/calendar";
import {
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
import type { ReactNode } from "react";
import { type PathValue, useForm } from "react-hook-form";
import type { z } from "zod";
import { showServerError } from "../../lib/form-errors";
import { useFormFields } from "../../lib/form-fields";
import { FormAlert, FormButtons } from "../common/form-parts";
import { ChoiceSelect } from "../common/options";
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

type FormInput = z.input<typeof CreateHabitInput>;

const FIELDS = ["action", "category", "frequency", "customDays", "timeOfDay"] as const;

/** The category drop-down's options: none chosen yet, then the categories. */
const CATEGORY_OPTIONS = ["", ...HABIT_CATEGORIES] as const;
/** Each drop-down's id after the form's own. */
const CHOICE_IDS = { category: "category", frequency: "frequency", timeOfDay: "time" } as const;

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
  const form = useForm<FormInput, unknown, z.output<typeof CreateHabitInput>>({
    resolver: zodResolver(CreateHabitInput),
    defaultValues: initial,
  });
  const { id, field } = useFormFields(form, CreateHabitInput);
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

  /** A drop-down's props: id, label, options, value, error, and a setter that marks the form changed. */
  const choice = <K extends keyof typeof CHOICE_IDS>(
    name: K,
    label: string,
    options: readonly HabitFormValues[K][],
  ) => ({
    id: `${id}-${CHOICE_IDS[name]}`,
    label,
    options,
    error: errors[name]?.message,
    value: values[name],
    onChange: (value: PathValue<FormInput, K>) => form.setValue(name, value, dirty),
  });

  const toggleDay = (day: DayCode) =>
    form.setValue(
      "customDays",
      values.customDays.includes(day) ? values.customDays.filter((item) => item !== day) : [...values.customDays, day],
      dirty,
    );

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField label="Action" placeholder="e.g. Visualize my game plan for 5 minutes" required {...field("action")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <ChoiceSelect
          {...choice("category", "Category", CATEGORY_OPTIONS)}
          labels={{ "": "Select a category" }}
          className="sm:col-span-2"
        />
        <ChoiceSelect {...choice("frequency", "Frequency", HABIT_FREQUENCIES)} labels={HABIT_FREQUENCY_LABELS} />
        <ChoiceSelect {...choice("timeOfDay", "Time of day", HABIT_TIMES_OF_DAY)} labels={HABIT_TIME_OF_DAY_LABELS} />
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
