import { type RefObject, useEffect, useLayoutEffect, useSyncExternalStore } from "react";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

const subscribeReducedMotion = (onChange: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};

/** Whether the reader asked the system for less motion (the circle then stays still). */
export const usePrefersReducedMotion = () =>
  useSyncExternalStore(subscribeReducedMotion, () => window.matchMedia(REDUCED_MOTION).matches);

/**
 * Sizes `ref`'s element to `scaleAt(now)`: every frame while `running` (straight on the
 * element, no re-render), once otherwise. Frames stop by themselves in a hidden tab and pick up
 * at the right size from the clock.
 */
export function useFrameScale(ref: RefObject<HTMLElement | null>, scaleAt: (now: number) => number, running: boolean) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const draw = () => {
      element.style.transform = `scale(${scaleAt(performance.now()).toFixed(4)})`;
    };
    draw();
    if (!running) return;
    let frame = requestAnimationFrame(function loop() {
      draw();
      frame = requestAnimationFrame(loop);
    });
    return () => cancelAnimationFrame(frame);
  }, [ref, scaleAt, running]);
}

/** Keeps the screen on while `active` (a phone would dim in the middle of a session); silently nothing where unsupported. */
export function useWakeLock(active: boolean) {
  useEffect(() => {
    if (!active || !("wakeLock" in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let done = false;
    const acquire = () => {
      if (document.visibilityState !== "visible") return;
      navigator.wakeLock.request("screen").then(
        (sentinel) => {
          if (done) void sentinel.release();
          else lock = sentinel;
        },
        () => {},
      );
    };
    acquire();
    // The browser lets go of the lock when the tab is hidden; take it again on return.
    document.addEventListener("visibilitychange", acquire);
    return () => {
      done = true;
      document.removeEventListener("visibilitychange", acquire);
      void lock?.release().catch(() => {});
    };
  }, [active]);
}
