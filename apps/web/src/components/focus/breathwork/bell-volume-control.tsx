import { Button } from "@onepercent/ui/button";
import { BellRing, Volume2, VolumeX } from "lucide-react";
import { useId } from "react";
import type { BellVolume } from "./bell-volume";

/** The bell's volume, 0 to 100 % (§2, §9), and a button that rings it once to try it. */
export function BellVolumeControl({ bell, onTest }: { bell: BellVolume; onTest: () => void }) {
  const id = useId();
  const { volume } = bell;
  const percent = Math.round(volume * 100);
  const Icon = volume === 0 ? VolumeX : Volume2;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <label htmlFor={id} className="flex items-center gap-2 font-medium text-ink text-sm">
        <Icon className="size-4 text-slate-600" aria-hidden />
        Bell volume
      </label>
      <input
        id={id}
        type="range"
        min={0}
        max={1}
        step={0.05}
        value={volume}
        aria-valuetext={`${percent}%`}
        onChange={(event) => bell.change(Number(event.target.value))}
        className="h-11 min-w-32 flex-1 cursor-pointer accent-brand-700"
      />
      <output htmlFor={id} className="w-11 text-right text-slate-700 text-sm tabular-nums">
        {percent}%
      </output>
      <Button variant="ghost" size="sm" onClick={onTest} disabled={volume === 0}>
        <BellRing aria-hidden />
        Test bell
      </Button>
    </div>
  );
}
