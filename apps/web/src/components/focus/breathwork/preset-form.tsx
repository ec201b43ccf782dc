import { zodResolver } from "@hookform/resolvers/zod";
import { TextField } from "@onepercent/ui/field";
import { toast } from "@onepercent/ui/toaster";
import {
  BREATH_CYCLES_MAX,
  BREATH_PHASE_MAX_SECONDS,
  BreathworkPresetInput,
  DEFAULT_CUSTOM_PRESET,
} from "@onepercent/validators/breathwork";
import { focusMessages } from "@onepercent/validators/messages/focus";
import { Save } from "lucide-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { handleServerSubmit } from "../../../lib/form-errors";
import { useFormFields } from "../../../lib/form-fields";
import { trpc } from "../../../lib/trpc";
import { FormAlert, FormButtons } from "../../common/form-parts";

type FormInput = z.input<typeof BreathworkPresetInput>;

const FIELDS = ["name", "inhale", "hold1", "exhale", "hold2", "cycles"] as const;

/** The number fields: each phase in seconds (holds may be 0), then the cycles. */
const NUMBERS = [
  { name: "inhale", label: "Inhale (seconds)", min: 1, max: BREATH_PHASE_MAX_SECONDS },
  { name: "hold1", label: "Hold after inhale (seconds)", min: 0, max: BREATH_PHASE_MAX_SECONDS },
  { name: "exhale", label: "Exhale (seconds)", min: 1, max: BREATH_PHASE_MAX_SECONDS },
  { name: "hold2", label: "Hold after exhale (seconds)", min: 0, max: BREATH_PHASE_MAX_SECONDS },
  { name: "cycles", label: "Cycles", min: 1, max: BREATH_CYCLES_MAX },
] as const;

/**
 * The custom preset form (§5): a name and the rhythm, 4 s each and 5 cycles to begin with
 * (§9), checked with the server's own schema. Saving a name the user already has replaces it.
 */
export function PresetForm({ onSaved, onCancel }: { onSaved: (name: string) => void; onCancel: () => void }) {
  const utils = trpc.useUtils();
  const save = trpc.focus.breathwork.savePreset.useMutation();
  const form = useForm<FormInput, unknown, z.output<typeof BreathworkPresetInput>>({
    resolver: zodResolver(BreathworkPresetInput),
    defaultValues: DEFAULT_CUSTOM_PRESET,
  });
  const { field } = useFormFields(form, BreathworkPresetInput);

  const submit = handleServerSubmit(form, FIELDS, focusMessages.presetSaveFailed, async (input) => {
    const preset = await save.mutateAsync(input);
    await utils.focus.breathwork.data.invalidate();
    toast.success(`Preset "${preset.name}" saved`);
    form.reset(DEFAULT_CUSTOM_PRESET);
    onSaved(preset.name);
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField
        label="Preset name"
        placeholder="e.g. Pre-game calm"
        required
        hint="Saving a name you already use replaces that preset."
        {...field("name")}
      />
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
      <p className="text-slate-600 text-sm">
        Inhale, exhale and cycles start at 1; a hold of 0 is skipped. Each phase lasts up to {BREATH_PHASE_MAX_SECONDS}{" "}
        seconds.
      </p>
      <FormAlert message={form.formState.errors.root?.message} />
      <FormButtons
        form={{ submitLabel: "Save Preset", pending: save.isPending, onCancel }}
        submitIcon={<Save aria-hidden />}
      />
    </form>
  );
}
