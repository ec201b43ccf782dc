import { cn } from "@onepercent/ui/cn";
import type { GridSize } from "@onepercent/validators/concentration";
import { Check } from "lucide-react";
import { useEffect, useRef } from "react";
import { usePrefersReducedMotion } from "../breathwork/use-device";
import { type GridGame, isFound } from "./grid-game";
import type { Miss } from "./use-grid-game";

/** Tile text and spacing per size: an 8x8 grid keeps tiles of at least 40 px on a 390 px phone. */
const LOOK: Record<GridSize, { text: string; gap: string }> = {
  4: { text: "text-2xl sm:text-3xl", gap: "gap-2" },
  5: { text: "text-xl sm:text-2xl", gap: "gap-2" },
  6: { text: "text-lg sm:text-xl", gap: "gap-1.5 sm:gap-2" },
  8: { text: "text-base sm:text-lg", gap: "gap-1 sm:gap-1.5" },
};
const COLUMNS: Record<GridSize, string> = {
  4: "grid-cols-4",
  5: "grid-cols-5",
  6: "grid-cols-6",
  8: "grid-cols-8",
};

/** A wrong tile: a short shake (none under reduced motion) and a soft amber flash; no penalty. */
function useShake(miss: Miss | null, number: number, still: boolean) {
  const tile = useRef<HTMLButtonElement>(null);
  const serial = miss?.number === number ? miss.serial : null;
  useEffect(() => {
    const element = tile.current;
    if (serial === null || !element || typeof element.animate !== "function" || still) return;
    const offsets = [0, -5, 5, -4, 4, 0];
    const animation = element.animate(
      offsets.map((x) => ({ transform: `translateX(${x}px)` })),
      { duration: 320, easing: "ease-out" },
    );
    return () => animation.cancel();
  }, [serial, still]);
  return tile;
}

function Tile({
  number,
  found,
  missed,
  miss,
  still,
  textClass,
  onPress,
}: {
  number: number;
  found: boolean;
  missed: boolean;
  miss: Miss | null;
  /** Reduced motion: no shake, the flash alone. */
  still: boolean;
  textClass: string;
  onPress: (number: number) => void;
}) {
  const tile = useShake(miss, number, still);
  return (
    <button
      ref={tile}
      type="button"
      onClick={() => onPress(number)}
      className={cn(
        "relative flex aspect-square min-w-0 touch-manipulation select-none items-center justify-center rounded-lg border font-semibold tabular-nums transition-colors duration-150 sm:rounded-xl",
        textClass,
        found
          ? "border-brand-100 bg-brand-50 text-brand-800"
          : missed
            ? "border-amber-400 bg-amber-100 text-amber-900"
            : "border-slate-200 bg-white text-ink shadow-xs hover:border-brand-500 active:bg-brand-50",
      )}
    >
      {number}
      {found ? (
        <>
          <Check className="absolute top-0.5 right-0.5 size-3 text-brand-600 sm:top-1 sm:right-1" aria-hidden />
          <span className="sr-only">, found</span>
        </>
      ) : null}
    </button>
  );
}

/**
 * The grid (§4): before a game a still preview of the chosen size; while playing, a button per
 * number in the shuffled order. Found tiles stay focusable (keyboard focus never drops).
 */
export function GridBoard({
  size,
  game,
  miss,
  onPress,
}: {
  size: GridSize;
  game: GridGame | null;
  miss: Miss | null;
  onPress: (number: number) => void;
}) {
  const still = usePrefersReducedMotion();
  const shown = game?.size ?? size;
  const look = LOOK[shown];
  const grid = cn("grid w-full", COLUMNS[shown], look.gap);
  if (!game) {
    return (
      <div className="relative">
        <div className={cn(grid, "opacity-60")} aria-hidden>
          {Array.from({ length: shown * shown }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical empty cells
            <div key={index} className="aspect-square rounded-lg border border-slate-200 bg-slate-100 sm:rounded-xl" />
          ))}
        </div>
        <p className="absolute inset-0 flex items-center justify-center p-6 text-center font-medium text-lg text-slate-700">
          <span className="rounded-2xl bg-white/90 px-4 py-2 shadow-sm">
            {shown}x{shown}: find 1 to {shown * shown} in order
          </span>
        </p>
      </div>
    );
  }
  return (
    <fieldset>
      <legend className="sr-only">Grid of {shown * shown} numbers</legend>
      <div className={grid}>
        {game.tiles.map((number) => (
          <Tile
            key={number}
            number={number}
            found={isFound(game, number)}
            missed={miss?.number === number}
            miss={miss}
            still={still}
            textClass={look.text}
            onPress={onPress}
          />
        ))}
      </div>
    </fieldset>
  );
}
