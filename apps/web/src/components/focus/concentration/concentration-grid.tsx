import { formatGridTime, type GridSize } from "@onepercent/validators/concentration";
import { focusMessages } from "@onepercent/validators/messages/focus";
import { Trophy } from "lucide-react";
import { useRef, useState } from "react";
import { RetryCard } from "../../common/load-failed";
import { usePrefersReducedMotion } from "../breathwork/use-device";
import { GridBoard } from "./grid-board";
import { GridControls } from "./grid-controls";
import { tileCount } from "./grid-game";
import { GridHistory } from "./grid-history";
import { GridProgress } from "./grid-progress";
import { gridLabel, isNewBest, statTiles } from "./grid-stats";
import { StatTiles } from "./stat-tiles";
import { useGridGame } from "./use-grid-game";
import { useGridRecords } from "./use-grid-records";

interface Result {
  size: GridSize;
  duration: number;
  best: boolean;
}

/**
 * The concentration grid game (training-and-tools.md §2, §4): the stat tiles, the size choice,
 * the game, then the history and the progress per size. No page chrome: /concentration-grid,
 * the /focus switch and the dashboard's dialog place it.
 */
export function ConcentrationGrid() {
  const records = useGridRecords();
  const stats = records.data.data?.stats;
  const [result, setResult] = useState<Result | null>(null);
  const game = useGridGame((finished, duration) => {
    setResult({ size: finished.size, duration, best: isNewBest(stats, finished.size, duration) });
    records.record(duration, finished.size);
  });
  const section = useRef<HTMLElement>(null);
  const still = usePrefersReducedMotion();
  const start = () => {
    setResult(null);
    game.start();
    // The whole board in view (on a phone the stat tiles above would push it under the fold).
    section.current?.scrollIntoView({ block: "start", behavior: still ? "auto" : "smooth" });
  };

  return (
    <div className="space-y-5">
      <StatTiles tiles={statTiles(stats, records.localCount)} />
      <section
        ref={section}
        aria-label="Game"
        className="scroll-mt-4 space-y-4 sm:rounded-3xl sm:border sm:border-slate-200 sm:bg-white sm:p-6 sm:shadow-xs"
      >
        <GridControls size={game.size} playing={game.playing} onSize={game.setSize} onStart={start} />
        <div className="flex min-h-8 items-center justify-between gap-3 text-sm">
          <p className="text-slate-700">
            Time{" "}
            <span role="timer" className="font-semibold text-base text-ink tabular-nums">
              {formatGridTime(game.elapsed)}
            </span>
          </p>
          {game.playing && game.game ? (
            <p className="text-slate-700">
              Next{" "}
              <span className="inline-flex min-w-9 justify-center rounded-lg bg-brand-700 px-2 py-0.5 font-bold text-base text-white tabular-nums">
                {game.game.next}
              </span>
            </p>
          ) : null}
        </div>
        <div className="mx-auto w-full max-w-lg">
          <GridBoard size={game.size} game={game.game} miss={game.miss} onPress={game.press} />
        </div>
        <p aria-live="polite" className="sr-only">
          {game.announcement}
        </p>
        {result ? <ResultBanner result={result} /> : null}
      </section>
      {records.data.isError ? (
        <RetryCard message={focusMessages.gridStatsFailed} onRetry={() => void records.data.refetch()} />
      ) : records.data.data ? (
        <div className="grid gap-5 lg:grid-cols-2">
          <GridProgress data={records.data.data} size={game.size} />
          <GridHistory history={records.data.data.history} clear={records.clear} />
        </div>
      ) : null}
    </div>
  );
}

/** The finished game's time (and a new best of its size). */
function ResultBanner({ result }: { result: Result }) {
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-brand-100 bg-brand-50 px-4 py-3 text-brand-800">
      <Trophy className="size-5 shrink-0" aria-hidden />
      <p className="font-medium">
        Well done! All {tileCount(result)} numbers of the {gridLabel(result.size)} grid in{" "}
        <span className="font-bold tabular-nums">{formatGridTime(result.duration)}</span>.
        {result.best ? ` A new best on ${gridLabel(result.size)}!` : null}
      </p>
    </div>
  );
}
