import type { StatTile } from "./grid-stats";

/** §2: Best Time, Last Time, Average Time and Total Attempts. */
export function StatTiles({ tiles }: { tiles: StatTile[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {tiles.map((tile) => (
        <div key={tile.label} className="rounded-2xl border border-slate-200 bg-white px-4 py-3 shadow-xs">
          <dt className="font-medium text-slate-600 text-xs uppercase tracking-wide">{tile.label}</dt>
          <dd className="mt-1 font-semibold text-2xl text-ink tabular-nums">{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}
