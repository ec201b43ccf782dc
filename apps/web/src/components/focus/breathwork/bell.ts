/**
 * A soft bell synthesised with the Web Audio API (no audio files): a few sine partials with
 * the inharmonic ratios of a singing bowl, each fading on its own. Bells are scheduled on the
 * audio clock, so a bell lands on its phase change even when the tab's timers are throttled.
 */
import type { BreathPhase } from "@onepercent/validators/breathwork";

/** The phase a bell announces, or the end of the session. */
type BellTone = BreathPhase | "complete";

/** Notes of the G major pentatonic, so any two bells sound well together: up to breathe in, down to breathe out. */
const PITCH: Record<BellTone, readonly number[]> = {
  inhale: [587.33],
  hold1: [493.88],
  exhale: [392],
  hold2: [493.88],
  complete: [392, 587.33, 783.99],
};

/** [frequency ratio, loudness, seconds to fade]: a warm fundamental, a quiet octave and two bowl partials. */
const PARTIALS = [
  [1, 0.5, 2.8],
  [2, 0.12, 1.8],
  [2.76, 0.08, 1.2],
  [5.4, 0.025, 0.6],
] as const;

/** A strike after the one before it in a chord (the end-of-session bell rolls its three notes). */
const CHORD_SPREAD_S = 0.14;

export interface Bell {
  /** Creates or wakes the audio on a user gesture (Start); false when the browser refuses to play. */
  unlock(): Promise<boolean>;
  /** Strikes the bell `delaySeconds` from now; nothing before `unlock`. */
  ring(tone: BellTone, delaySeconds?: number): void;
  /** Forgets the bells that have not sounded yet (a pause, a reset); one already sounding fades out. */
  cancelPending(): void;
  setVolume(volume: number): void;
  close(): void;
}

const isRunning = (context: AudioContext) => context.state === "running";

/** A bell at `volume` (0 to 1). */
export function createBell(volume: number): Bell {
  let context: AudioContext | null = null;
  let master: GainNode | null = null;
  let level = volume;
  const pending = new Set<{ oscillator: OscillatorNode; at: number }>();

  const strike = (audio: AudioContext, out: GainNode, frequency: number, at: number) => {
    for (const [ratio, loudness, fade] of PARTIALS) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.frequency.value = frequency * ratio;
      gain.gain.setValueAtTime(0, at);
      gain.gain.linearRampToValueAtTime(loudness, at + 0.012);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + fade);
      oscillator.connect(gain).connect(out);
      const entry = { oscillator, at };
      pending.add(entry);
      oscillator.onended = () => {
        pending.delete(entry);
        gain.disconnect();
      };
      oscillator.start(at);
      oscillator.stop(at + fade + 0.05);
    }
  };

  return {
    async unlock() {
      if (typeof AudioContext === "undefined") return false;
      if (!context || context.state === "closed") {
        context = new AudioContext();
        master = context.createGain();
        master.gain.value = level;
        master.connect(context.destination);
      }
      if (isRunning(context)) return true;
      // resume() waits for the audio device; a browser that blocks playing never settles it.
      await Promise.race([context.resume().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 1500))]);
      return isRunning(context);
    },
    ring(tone, delaySeconds = 0) {
      if (!context || !master || !isRunning(context)) return;
      const start = context.currentTime + Math.max(0, delaySeconds) + 0.01;
      PITCH[tone].forEach((frequency, index) => {
        if (context && master) strike(context, master, frequency, start + index * CHORD_SPREAD_S);
      });
    },
    cancelPending() {
      const now = context?.currentTime ?? 0;
      for (const entry of pending) {
        if (entry.at > now) {
          entry.oscillator.stop();
          pending.delete(entry);
        }
      }
    },
    setVolume(volume) {
      level = volume;
      if (context && master) master.gain.setTargetAtTime(volume, context.currentTime, 0.03);
    },
    close() {
      pending.clear();
      void context?.close().catch(() => {});
      context = null;
      master = null;
    },
  };
}
