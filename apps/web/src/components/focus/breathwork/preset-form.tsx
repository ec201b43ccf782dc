import { TextField } from "@onepercent/ui/field";
import { toast } from "@onepercent/ui/toaster";
import {
  BREATH_PHASE_MAX_SECONDS,
  BreathworkPresetInput,
  DEFAULT_CUSTOM_PRESET,
} from "@onepercent/validators/breathwork";
import { focusMessages } from "@onepercent/validators/messages/focus";
import { Save } from "lucide-react";
import { handleServerSubmit } from "../../../lib/form-errors";
import { useFormFields } from "../../../lib/form-fields";
import { trpc } from "../../../lib/trpc";
import { FormAlert, FormButtons } from "../../common/form-parts";
import { PATTERN_FIELDS, PatternNumberFields, usePatternForm } from "./pattern-fields";

/**
 * The custom preset form (§5): a name and the rhythm, 4 s each and 5 cycles to begin with
 * (§9), checked with the server's own schema. Saving a name the user already has replaces it.
 */
export function PresetForm({ onSaved, onCancel }: { onSaved: (name: string) => void; onCancel: () => void }) {
  const utils = trpc.useUtils();
  const save = trpc.focus.breathwork.savePreset.useMutation();
  const form = usePatternForm();
  const { field } = useFormFields(form, BreathworkPresetInput);

  const submit = handleServerSubmit(form, PATTERN_FIELDS, focusMessages.presetSaveFailed, async (input) => {
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
      <PatternNumberFields form={form} />
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
