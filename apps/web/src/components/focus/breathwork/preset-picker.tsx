import { toast } from "@onepercent/ui/toaster";
import type { BreathworkPreset } from "@onepercent/validators/breathwork";
import { focusMessages } from "@onepercent/validators/messages/focus";
import { Trash2 } from "lucide-react";
import { RadioGroup } from "radix-ui";
import { useId, useState } from "react";
import { errorMessage } from "../../../lib/form-errors";
import { trpc } from "../../../lib/trpc";
import { ConfirmDialog } from "../../common/confirm-dialog";
import { CoachBadge } from "../../teams/coach-badge";
import { useCoachItems } from "../../teams/use-coach-items";
import { presetRhythm, presetRhythmSpoken } from "./format";

const OPTION =
  "flex h-full w-full flex-col gap-1 rounded-2xl border-2 border-slate-200 bg-white p-3.5 text-left transition-colors hover:border-brand-500 disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:border-slate-200 data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-50";

/** A preset as a radio card: named by its name, described by its rhythm and its reason. */
function PresetOption({ preset, fromCoach = false }: { preset: BreathworkPreset; fromCoach?: boolean }) {
  const id = useId();
  return (
    <RadioGroup.Item value={preset.name} className={OPTION} aria-label={preset.name} aria-describedby={id}>
      <span className="block pr-8 font-semibold text-ink">{preset.name}</span>
      <span id={id} className="flex flex-col gap-1">
        <span className="block font-medium text-brand-800 text-sm tabular-nums" aria-hidden>
          {presetRhythm(preset)}
        </span>
        <span className="sr-only">{presetRhythmSpoken(preset)}.</span>
        {fromCoach ? (
          <CoachBadge className="self-start" />
        ) : preset.why ? (
          <span className="block text-slate-600 text-sm">{preset.why}</span>
        ) : null}
      </span>
    </RadioGroup.Item>
  );
}

/** Where an option sits: a row that scrolls sideways on phones, a column on laptops. */
const SLOT = "relative w-60 shrink-0 snap-start lg:w-full";

/**
 * The preset choice (§2): the built-in presets with their one-line reason, then the user's
 * own, each with a delete button that asks first. Locked while a session runs.
 */
export function PresetPicker({
  presets,
  customPresets,
  selected,
  disabled,
  onSelect,
}: {
  presets: readonly BreathworkPreset[];
  customPresets: readonly BreathworkPreset[];
  selected: string;
  disabled: boolean;
  onSelect: (name: string) => void;
}) {
  const utils = trpc.useUtils();
  const fromCoach = useCoachItems().breathwork;
  const [deleting, setDeleting] = useState<string | null>(null);
  const remove = trpc.focus.breathwork.deletePreset.useMutation({
    onSuccess: () => {
      toast.success(focusMessages.presetDeleted);
      setDeleting(null);
      void utils.focus.breathwork.data.invalidate();
    },
  });
  return (
    <>
      <RadioGroup.Root
        value={selected}
        onValueChange={onSelect}
        disabled={disabled}
        aria-label="Breathing preset"
        className="-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-2 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0 lg:pb-0"
      >
        {presets.map((preset) => (
          <div key={preset.name} className={SLOT}>
            <PresetOption preset={preset} />
          </div>
        ))}
        {customPresets.map((preset) => (
          <div key={preset.name} className={SLOT}>
            <PresetOption
              preset={{ ...preset, why: "Your preset" }}
              fromCoach={fromCoach.has(preset.name.toLowerCase())}
            />
            <button
              type="button"
              disabled={disabled}
              onClick={() => {
                remove.reset();
                setDeleting(preset.name);
              }}
              aria-label={`Delete preset ${preset.name}`}
              className="absolute top-2 right-2 grid size-9 place-items-center rounded-lg text-slate-600 hover:bg-red-50 hover:text-red-700 disabled:opacity-50"
            >
              <Trash2 className="size-4" aria-hidden />
            </button>
          </div>
        ))}
      </RadioGroup.Root>
      {deleting !== null ? (
        <ConfirmDialog
          title="Delete this preset?"
          description={`"${deleting}" will be deleted. Sessions you breathed with it stay in your history.`}
          confirmLabel="Delete"
          pending={remove.isPending}
          error={remove.error ? errorMessage(remove.error, focusMessages.presetDeleteFailed) : null}
          onConfirm={() => remove.mutate({ name: deleting })}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </>
  );
}
