import { useTimedNotice } from "@onepercent/ui/use-timed-notice";
import { DEFAULT_GRID_SIZE, formatGridTime, type GridSize } from "@onepercent/validators/concentration";
import { useEffect, useRef, useState } from "react";
import { type GridGame, gameTimeMs, isOver, startGame, type TapResult, tap, tileCount } from "./grid-game";

/** How often the running time is redrawn (the time itself comes from the clock). */
const TICK_MS = 200;
/** How long a wrong tile shows its feedback. */
const MISS_MS = 600;

/** A wrong tap: the tile, and a serial so that the same tile tapped twice shows it again. */
export interface Miss {
  number: number;
  serial: number;
}

/**
 * One game of the concentration grid (§4): the chosen size (fixed while playing), the game,
 * its running time, the last wrong tap and what a screen reader is told. `onComplete` gets
 * the finished game and its time in ms.
 */
export function useGridGame(onComplete: (game: GridGame, duration: number) => void) {
  const [size, setSize] = useState<GridSize>(DEFAULT_GRID_SIZE);
  const [game, setGame] = useState<GridGame | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const { value: miss, show: showMiss, clear: clearMiss } = useTimedNotice<Miss>(MISS_MS);
  const [announcement, setAnnouncement] = useState("");
  const serial = useRef(0);
  const playing = game !== null && !isOver(game);

  useEffect(() => {
    if (!playing) return;
    const interval = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(interval);
  }, [playing]);

  const start = () => {
    const at = Date.now();
    setNow(at);
    clearMiss();
    setGame(startGame(size, at));
    setAnnouncement(`Game started. Find 1 to ${size * size} in order, starting with 1.`);
  };

  const press = (number: number): TapResult | null => {
    if (!game) return null;
    const at = Date.now();
    const { game: next, result } = tap(game, number, at);
    if (result === "wrong") {
      serial.current += 1;
      showMiss({ number, serial: serial.current });
      setAnnouncement(`${number} is not next. Look for ${game.next}.`);
    } else if (result === "found") {
      setAnnouncement(`Found ${number}. Next: ${next.next}.`);
    } else if (result === "complete") {
      const duration = gameTimeMs(next, at);
      setAnnouncement(`All ${tileCount(next)} found in ${formatGridTime(duration)}.`);
      onComplete(next, duration);
    }
    setNow(at);
    setGame(next);
    return result;
  };

  return {
    size,
    /** A new size (only between games): a finished board gives way to the new size's preview. */
    setSize: (next: GridSize) => {
      if (playing) return;
      setSize(next);
      setGame(null);
    },
    game,
    playing,
    elapsed: game ? gameTimeMs(game, now) : 0,
    miss,
    announcement,
    start,
    press,
  };
}
