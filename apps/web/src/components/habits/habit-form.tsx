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
import { type FormEvent, type ReactNode, useId, useState } from "react";
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
type FieldName = (typeof FIELDS)[number];
type Errors = Partial<Record<FieldName, string>>;
const isField = (value: unknown): value is FieldName => FIELDS.some((field) => field === value);

/** The option of a select that matches its value (a select only offers listed values). */
const optionOf = <T extends string>(options: readonly T[], value: string, fallback: T): T =>
  options.find((option) => option === value) ?? fallback;

/**
 * The fields of an action (planning-and-reflection.md §3, §5, §9), checked with the same
 * schema as the server before anything is sent.
 */
export function HabitForm({
  initial,
  submitLabel,
  submitIcon,
  pending,
  serverError,
  onSubmit,
  onCancel,
  resetOnSubmit = false,
}: {
  initial: HabitFormValues;
  submitLabel: string;
  submitIcon?: ReactNode;
  pending: boolean;
  serverError: string | null;
  onSubmit: (values: CreateHabitInput) => Promise<unknown>;
  onCancel?: () => void;
  resetOnSubmit?: boolean;
}) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const set = <K extends keyof HabitFormValues>(key: K, value: HabitFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreateHabitInput.safeParse(values);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (isField(field) && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      await onSubmit(parsed.data);
      if (resetOnSubmit) setValues(EMPTY_HABIT);
    } catch {
      // The caller shows the server's message.
    }
  };

  const toggleDay = (day: DayCode) =>
    set(
      "customDays",
      values.customDays.includes(day) ? values.customDays.filter((item) => item !== day) : [...values.customDays, day],
    );

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField
        id={`${id}-action`}
        label="Action"
        placeholder="e.g. Visualize my game plan for 5 minutes"
        value={values.action}
        maxLength={HABIT_ACTION_MAX}
        onChange={(event) => set("action", event.target.value)}
        error={errors.action}
        required
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Category" htmlFor={`${id}-category`} error={errors.category} className="sm:col-span-2">
          <NativeSelect
            id={`${id}-category`}
            value={values.category}
            onChange={(event) => set("category", optionOf(["", ...HABIT_CATEGORIES], event.target.value, ""))}
          >
            <option value="">Select a category</option>
            <Options values={HABIT_CATEGORIES} />
          </NativeSelect>
        </Field>
        <Field label="Frequency" htmlFor={`${id}-frequency`} error={errors.frequency}>
          <NativeSelect
            id={`${id}-frequency`}
            value={values.frequency}
            onChange={(event) => set("frequency", optionOf(HABIT_FREQUENCIES, event.target.value, "daily"))}
          >
            <Options values={HABIT_FREQUENCIES} label={(frequency) => HABIT_FREQUENCY_LABELS[frequency]} />
          </NativeSelect>
        </Field>
        <Field label="Time of day" htmlFor={`${id}-time`} error={errors.timeOfDay}>
          <NativeSelect
            id={`${id}-time`}
            value={values.timeOfDay}
            onChange={(event) => set("timeOfDay", optionOf(HABIT_TIMES_OF_DAY, event.target.value, "anytime"))}
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
              {errors.customDays}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <FormAlert message={serverError} />
      <FormButtons form={{ submitLabel, pending, onCancel }} submitIcon={submitIcon} />
    </form>
  );
}
