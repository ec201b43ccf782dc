import { zodResolver } from "@hookform/resolvers/zod";
import { TextField } from "@onepercent/ui/field";
import {
  BREATH_CYCLES_MAX,
  BREATH_PHASE_MAX_SECONDS,
  BreathworkPresetInput,
  DEFAULT_CUSTOM_PRESET,
} from "@onepercent/validators/breathwork";
import { type UseFormReturn, useForm } from "react-hook-form";
import type { z } from "zod";
import { useFormFields } from "../../../lib/form-fields";

/**
 * A breathing pattern's form, shared by the athlete's custom preset (§5) and a pattern a coach
 * assigns (issue 29): a name and the rhythm, 4 s each and 5 cycles to begin with (§9), checked
 * with the server's own schema.
 */
type PatternForm = UseFormReturn<
  z.input<typeof BreathworkPresetInput>,
  unknown,
  z.output<typeof BreathworkPresetInput>
>;

/** The fields in the order the server's refusals name them. */
export const PATTERN_FIELDS = ["name", "inhale", "hold1", "exhale", "hold2", "cycles"] as const;

/** The number fields: each phase in seconds (holds may be 0), then the cycles. */
const NUMBERS = [
  { name: "inhale", label: "Inhale (seconds)", min: 1, max: BREATH_PHASE_MAX_SECONDS },
  { name: "hold1", label: "Hold after inhale (seconds)", min: 0, max: BREATH_PHASE_MAX_SECONDS },
  { name: "exhale", label: "Exhale (seconds)", min: 1, max: BREATH_PHASE_MAX_SECONDS },
  { name: "hold2", label: "Hold after exhale (seconds)", min: 0, max: BREATH_PHASE_MAX_SECONDS },
  { name: "cycles", label: "Cycles", min: 1, max: BREATH_CYCLES_MAX },
] as const;

export const usePatternForm = (): PatternForm =>
  useForm({ resolver: zodResolver(BreathworkPresetInput), defaultValues: DEFAULT_CUSTOM_PRESET });

/** The rhythm's number fields, two to a row. */
export function PatternNumberFields({ form }: { form: PatternForm }) {
  const { field } = useFormFields(form, BreathworkPresetInput);
  return (
    <div className="grid grid-cols-2 gap-x-3 gap-y-4">
      {NUMBERS.map((number) => (
        <TextField
          key={number.name}
          label={number.label}
          type="number"
          inputMode="numeric"
          min={number.min}
          max={number.max}
          step={1}
          className="flex flex-col justify-end"
          {...field(number.name, { valueAsNumber: true })}
        />
      ))}
    </div>
  );
}
