import { Label } from "@onepercent/ui/field";
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
  return (
    <>
      <ChoiceSelect
        id={`${idPrefix}-voice`}
        label="Voice"
        options={AI_VOICES}
        labels={VOICE_LABELS}
        value={value.voice}
        onChange={(voice) => onChange({ voice })}
      />
      <ChoiceSelect
        id={`${idPrefix}-background`}
        label="Background"
        options={AI_BACKGROUNDS}
        labels={BACKGROUND_LABELS}
        value={value.background}
        onChange={(background) => onChange({ background })}
      />
      <ChoiceSelect
        id={`${idPrefix}-pace`}
        label="Pace"
        options={AI_PACES}
        labels={PACE_LABELS}
        value={value.pace}
        onChange={(pace) => onChange({ pace })}
      />
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
    <div className={className}>
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id}>Duration</Label>
        <output htmlFor={id} className="font-semibold text-brand-800 text-sm tabular-nums">
          {minutesText(minutes)}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={1}
        value={minutes}
        aria-valuetext={minutesText(minutes)}
        onChange={(event) => onChange(Number(event.target.value))}
        className="mt-3 h-2 w-full cursor-pointer accent-brand-700"
      />
      <div aria-hidden className="mt-1 flex justify-between text-slate-600 text-xs">
        <span>{min} min</span>
        <span>{max} min</span>
      </div>
    </div>
  );
}
