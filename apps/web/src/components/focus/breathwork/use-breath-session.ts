import type { BreathworkPreset } from "@onepercent/validators/breathwork";
import { focusMessages } from "@onepercent/validators/messages/focus";
import { useCallback, useEffect, useRef, useState } from "react";
import { toastError } from "../../../lib/toast";
import { createBell } from "./bell";
import {
  activeMs,
  nextTone,
  pauseClock,
  positionAt,
  READY,
  resumeClock,
  type SessionClock,
  sessionRecord,
  settleClock,
  startClock,
} from "./breath-session";
import { useSaveSession } from "./save-session";

/** §4, §9: the display refreshes every 100 ms; the time itself always comes from the clock. */
const TICK_MS = 100;

const clockNow = () => performance.now();

/**
 * One breathwork session of `preset`: Start, Pause, Resume, Reset, the bell at each phase
 * change, and saving (complete at the end; partial on Reset or when the page is left after at
 * least a second of breathing).
 */
export function useBreathSession(preset: BreathworkPreset, volume: number) {
  const [clock, setClock] = useState<SessionClock>(READY);
  const [now, setNow] = useState(clockNow);
  const [bell] = useState(() => createBell(volume));
  const saveSession = useSaveSession();
  /** What the timer, the page-leave handler and the unmount see without waiting for a render. */
  const live = useRef({ clock, preset, startedAt: new Date(), bellFor: "", save: saveSession });

  const commit = useCallback((next: SessionClock) => {
    live.current.clock = next;
    setClock(next);
  }, []);

  /** Saves the session as it stands (if there is anything to save) and clears it. */
  const stop = useCallback(() => {
    const { clock: current, preset: timing, startedAt, save } = live.current;
    if (current.status !== "running" && current.status !== "paused") return;
    const record = sessionRecord(timing.name, timing, current, clockNow(), startedAt);
    if (record) void save(record);
    bell.cancelPending();
    commit(READY);
  }, [bell, commit]);

  const tick = useCallback(() => {
    const at = clockNow();
    const state = live.current;
    const settled = settleClock(state.clock, state.preset, at);
    if (settled !== state.clock) {
      commit(settled);
      const record = sessionRecord(state.preset.name, state.preset, settled, at, state.startedAt);
      if (record) void state.save(record);
    } else if (state.clock.status === "running") {
      // The bell for the end of the current phase goes on the audio clock once per phase.
      const position = positionAt(state.preset, activeMs(state.clock, at));
      if (state.bellFor !== position.key) {
        state.bellFor = position.key;
        bell.ring(nextTone(state.preset, position), position.remainingMs / 1000);
      }
    }
    setNow(at);
  }, [bell, commit]);

  useEffect(() => {
    live.current.preset = preset;
    live.current.save = saveSession;
  }, [preset, saveSession]);

  useEffect(() => bell.setVolume(volume), [bell, volume]);

  useEffect(() => {
    if (clock.status !== "running") return;
    const timer = setInterval(tick, TICK_MS);
    // Back from a hidden tab: show the right phase at once instead of at the next tick.
    document.addEventListener("visibilitychange", tick);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", tick);
    };
  }, [clock.status, tick]);

  // Leaving the page (closing the tab, reloading, another route) ends the session as a partial one.
  useEffect(() => {
    window.addEventListener("pagehide", stop);
    return () => {
      window.removeEventListener("pagehide", stop);
      stop();
      bell.close();
    };
  }, [bell, stop]);

  /** Wakes the audio inside the click that asked for it; says so when the browser refuses. */
  const unlockAudio = useCallback(
    () =>
      bell.unlock().then((playing) => {
        if (!playing && volume > 0) toastError(focusMessages.audioBlocked);
        return playing;
      }),
    [bell, volume],
  );

  const start = () => {
    const unlocked = unlockAudio();
    const at = clockNow();
    live.current.startedAt = new Date();
    live.current.bellFor = "";
    commit(startClock(at));
    setNow(at);
    void unlocked.then((playing) => {
      if (!playing || live.current.clock.status !== "running") return;
      // The first bell, then the one for the end of the phase (scheduled afresh, never twice).
      bell.cancelPending();
      live.current.bellFor = "";
      bell.ring("inhale");
      tick();
    });
  };

  const pause = () => {
    bell.cancelPending();
    live.current.bellFor = "";
    commit(pauseClock(live.current.clock, clockNow()));
  };

  const resume = () => {
    void unlockAudio();
    commit(resumeClock(live.current.clock, clockNow()));
    tick();
  };

  /** Back to the start; a session stopped on the way is saved as partial. */
  const reset = () => {
    stop();
    commit(READY);
  };

  const testBell = () => void unlockAudio().then((playing) => playing && bell.ring("inhale"));

  const elapsed = activeMs(clock, now);
  return { clock, position: positionAt(preset, elapsed), elapsed, start, pause, resume, reset, testBell };
}

/** What the session's buttons do: Start, Pause, Resume and Reset. */
export type SessionActions = Pick<ReturnType<typeof useBreathSession>, "start" | "pause" | "resume" | "reset">;
