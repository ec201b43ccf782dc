import { focusMessages } from "@onepercent/validators/messages/focus";
import { RELAXATION_DEFAULT_MINUTES, type RelaxationMinutes } from "@onepercent/validators/relaxation";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { track } from "../../../lib/analytics";
import type { OutboxWrites } from "../../../lib/offline/outbox-writes";
import { useKeptCreate } from "../../../lib/offline/use-kept-create";
import { toastError } from "../../../lib/toast";
import { api, trpc } from "../../../lib/trpc";
import {
  earlyEnd,
  elapsedMs,
  elapsedSeconds,
  isFinished,
  isPaused,
  pauseClock,
  type RelaxationClock,
  resumeClock,
  startClock,
} from "./relaxation-clock";
import { useRelaxationAudio } from "./use-relaxation-audio";

/** The three steps of training-and-tools.md §4 Relaxation. */
export type RelaxationStep =
  | { name: "selection" }
  | { name: "timer"; minutes: RelaxationMinutes; clock: RelaxationClock }
  | { name: "completion"; minutes: RelaxationMinutes; seconds: number };

/** How often the countdown reads the clock while it runs (the time itself comes from the clock). */
const TICK_MS = 250;

type RelaxationSessionInput = OutboxWrites["focus.relaxation.saveSession"];

const sendSession = (input: RelaxationSessionInput, idempotencyKey: string) =>
  api.focus.relaxation.saveSession.mutate({ ...input, idempotencyKey });

/**
 * Saves a finished session (§7 POST /relaxation/sessions); the dashboard's minutes change with it.
 * Without a connection it is kept on this device and sent later (issue 28).
 */
function useSaveSession() {
  const utils = trpc.useUtils();
  const save = useKeptCreate("focus.relaxation.saveSession", sendSession);
  return {
    mutate: (input: RelaxationSessionInput) =>
      void save(input).then(
        (outcome) => {
          if (outcome === "sent") void utils.dashboard.get.invalidate();
        },
        () => toastError(focusMessages.breathworkSaveFailed),
      ),
  };
}

/**
 * The relaxation session: selection → timer → completion → selection. The step lives in a ref
 * as well as in state, so that the clock's tick and the track's end, which may arrive in the
 * same moment, finish a session only once.
 */
export function useRelaxation() {
  const [minutes, setMinutes] = useState<RelaxationMinutes>(RELAXATION_DEFAULT_MINUTES);
  const [step, setStep] = useState<RelaxationStep>({ name: "selection" });
  const stepRef = useRef<RelaxationStep>(step);
  const [now, setNow] = useState(() => Date.now());
  const audio = useRelaxationAudio();
  const save = useSaveSession();

  const go = (next: RelaxationStep) => {
    stepRef.current = next;
    setStep(next);
  };
  const timer = () => {
    const current = stepRef.current;
    return current.name === "timer" ? current : null;
  };

  /** Ends the session: `early` from End Relaxation, otherwise the time is up or the track ended. */
  const finish = (early: boolean) => {
    const current = timer();
    if (!current) return;
    const at = Date.now();
    audio.pause();
    const seconds = early
      ? elapsedSeconds(current.clock, at)
      : Math.min(current.minutes * 60, Math.round(elapsedMs(current.clock, at) / 1000));
    if (early) track("Relaxation Ended Early", earlyEnd(current.minutes, current.clock, at));
    go({ name: "completion", minutes: current.minutes, seconds });
    save.mutate({ durationMinutes: current.minutes, actualDurationSeconds: seconds, notes: "" });
  };

  const onTick = useEffectEvent(() => {
    const at = Date.now();
    setNow(at);
    const current = timer();
    if (current && isFinished(current.clock, at)) finish(false);
  });
  const running = step.name === "timer" && !isPaused(step.clock);
  useEffect(() => {
    if (!running) return;
    const interval = setInterval(onTick, TICK_MS);
    // Back from a hidden tab or a locked screen: read the clock at once.
    document.addEventListener("visibilitychange", onTick);
    return () => {
      clearInterval(interval);
      document.removeEventListener("visibilitychange", onTick);
    };
  }, [running]);

  const change = (update: (clock: RelaxationClock, at: number) => RelaxationClock) => {
    const current = timer();
    if (!current) return null;
    const at = Date.now();
    setNow(at);
    go({ ...current, clock: update(current.clock, at) });
    return current;
  };

  return {
    step,
    now,
    minutes,
    setMinutes,
    audio,
    /** Start Relaxation: the clock starts, and the track plays from this click. */
    start: () => {
      const at = Date.now();
      setNow(at);
      go({ name: "timer", minutes, clock: startClock(minutes, at) });
      audio.play(0);
    },
    pause: () => {
      if (change(pauseClock)) audio.pause();
    },
    resume: () => {
      if (change(resumeClock)) audio.play();
    },
    /** Tries the track again (after a refusal), from where the countdown is. */
    retryAudio: () => {
      const current = timer();
      if (current) audio.play(elapsedMs(current.clock, Date.now()) / 1000);
    },
    endEarly: () => finish(true),
    /** The track played to its end: the session is complete (§4). */
    trackEnded: () => finish(false),
    newRelaxation: () => go({ name: "selection" }),
  };
}

export type Relaxation = ReturnType<typeof useRelaxation>;
