import { Card } from "@onepercent/ui/card";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { niceTicks } from "../../charts/chart-scale";
import { IconTitle } from "../icon-title";

/** One shared area of the athlete page: a card with its icon, its title and what the athlete shares in it. */
export function AreaCard({
  id,
  icon: Icon,
  title,
  note,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  /** A short line beside the title: the period the figures cover. */
  note?: string;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={`${id}-title`} className="space-y-4 p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <IconTitle id={`${id}-title`} icon={Icon}>
          {title}
        </IconTitle>
        {note ? <p className="text-slate-600 text-sm">{note}</p> : null}
      </div>
      {children}
    </Card>
  );
}

/** The grid of a row of two or three tiles (whole class names, so Tailwind keeps them). */
const TILE_COLUMNS = { 2: "grid-cols-2", 3: "grid-cols-3" } as const;

/**
 * A row of two or three figures, each a label over a large value. `wideFirst`: the first value is
 * words ("5 minutes ago"), so on phones it takes a row of its own and the others share the next.
 */
export function Tiles({ tiles, wideFirst = false }: { tiles: [Tile, Tile] | [Tile, Tile, Tile]; wideFirst?: boolean }) {
  return (
    <dl className={`grid gap-2 sm:gap-3 ${wideFirst ? "grid-cols-2 sm:grid-cols-3" : TILE_COLUMNS[tiles.length]}`}>
      {tiles.map((tile, index) => (
        <div
          key={tile.label}
          className={`rounded-xl bg-slate-50 px-2 py-3 text-center ${wideFirst && index === 0 ? "col-span-2 sm:col-span-1" : ""}`}
        >
          <dt className="text-slate-600 text-xs sm:text-sm">{tile.label}</dt>
          <dd className="mt-1 font-bold text-ink text-lg tabular-nums sm:text-xl">{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}

interface Tile {
  label: string;
  value: ReactNode;
}

/** Whole-number ticks from 0 for a chart of counts (no "0.5 habits"). */
export const countTicks = (max: number) => niceTicks(0, Math.max(1, max)).filter(Number.isInteger);

/** A small heading inside an area. */
export function AreaHeading({ children }: { children: ReactNode }) {
  return <h3 className="font-medium text-slate-700 text-sm">{children}</h3>;
}
