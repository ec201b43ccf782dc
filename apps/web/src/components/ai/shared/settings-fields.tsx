import { RangeField } from "@onepercent/ui/range-field";
import { AI_BACKGROUNDS, AI_PACES, AI_VOICES, type AudioSettings } from "@onepercent/validators/ai-settings";
import type { ReactNode } from "react";
import { ChoiceSelect } from "../../common/options";
import { BACKGROUND_LABELS, minutesText, PACE_LABELS, VOICE_LABELS } from "./ai-format";

type VoiceSettings = Pick<AudioSettings, "voice" | "background" | "pace">;

/** The settings' frame: a legend and its fields in a grid (one column on phones). */
export function SettingsGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-slate-50/60 p-4">
      <legend className="px-1 font-semibold text-ink text-sm">{legend}</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">{children}</div>
    </fieldset>
  );
}

/** Each drop-down of VoiceFields: its label, its values and how each value reads. */
const VOICE_CHOICES: {
  [K in keyof VoiceSettings]: {
    label: string;
    options: readonly VoiceSettings[K][];
    labels: Record<VoiceSettings[K], string>;
  };
} = {
  voice: { label: "Voice", options: AI_VOICES, labels: VOICE_LABELS },
  background: { label: "Background", options: AI_BACKGROUNDS, labels: BACKGROUND_LABELS },
  pace: { label: "Pace", options: AI_PACES, labels: PACE_LABELS },
};

/** Voice, background and pace (training-and-tools.md §3): three drop-downs. */
export function VoiceFields({
  idPrefix,
  value,
  onChange,
}: {
  idPrefix: string;
  value: VoiceSettings;
  onChange: (change: Partial<VoiceSettings>) => void;
}) {
  const choice = <K extends keyof VoiceSettings>(key: K) => (
    <ChoiceSelect
      id={`${idPrefix}-${key}`}
      {...VOICE_CHOICES[key]}
      value={value[key]}
      onChange={(picked) => {
        const change: Partial<VoiceSettings> = {};
        change[key] = picked;
        onChange(change);
      }}
    />
  );
  return (
    <>
      {choice("voice")}
      {choice("background")}
      {choice("pace")}
    </>
  );
}

/** The track's length on a slider (§5 Visualization: 1 to 20 minutes), the value shown beside its label. */
export function DurationSlider({
  id,
  minutes,
  min,
  max,
  onChange,
  className,
}: {
  id: string;
  minutes: number;
  min: number;
  max: number;
  onChange: (minutes: number) => void;
  className?: string;
}) {
  return (
    <RangeField
      id={id}
      label="Duration"
      shown={minutesText(minutes)}
      unit="min"
      min={min}
      max={max}
      value={minutes}
      aria-valuetext={minutesText(minutes)}
      onChange={(event) => onChange(Number(event.target.value))}
      className={className}
    />
  );
}
