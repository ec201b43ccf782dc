import { Button } from "@onepercent/ui/button";
import { cn } from "@onepercent/ui/cn";
import { GRID_SIZES, type GridSize } from "@onepercent/validators/concentration";
import { Play } from "lucide-react";
import { gridLabel } from "./grid-stats";

/** §2: the size buttons (4x4 to 8x8, disabled while playing) and Start Game ('Game in Progress' while playing). */
export function GridControls({
  size,
  playing,
  onSize,
  onStart,
}: {
  size: GridSize;
  playing: boolean;
  onSize: (size: GridSize) => void;
  onStart: () => void;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <fieldset>
        <legend className="sr-only">Grid size</legend>
        <div className="grid grid-cols-4 gap-2 sm:flex">
          {GRID_SIZES.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={option === size}
              disabled={playing}
              onClick={() => onSize(option)}
              className={cn(
                "h-11 rounded-xl border px-4 font-semibold text-sm tabular-nums transition-colors disabled:cursor-not-allowed disabled:opacity-60",
                option === size
                  ? "border-brand-700 bg-brand-700 text-white"
                  : "border-slate-300 bg-white text-ink hover:border-brand-500 hover:bg-brand-50",
              )}
            >
              {gridLabel(option)}
            </button>
          ))}
        </div>
      </fieldset>
      <Button size="lg" disabled={playing} onClick={onStart}>
        <Play aria-hidden />
        {playing ? "Game in Progress" : "Start Game"}
      </Button>
    </div>
  );
}
