import type { PresetTiming } from "@onepercent/validators/breathwork";
import { useEffect, useState } from "react";
import { BreathDisplay } from "../focus/breathwork/breath-display";
import { activeMs, positionAt, type SessionClock, settleClock, startClock } from "../focus/breathwork/breath-session";
import { rehearsalBreath } from "./routine-elements";

/** The breathwork display refreshes this often; the time itself comes from the clock. */
const TICK_MS = 100;

const BREATH = rehearsalBreath();

/** A breath that starts when it is shown and runs once through its phases, timed by the monotonic clock. */
function useTimedBreath(timing: PresetTiming) {
  const [clock, setClock] = useState<SessionClock>(() => startClock(performance.now()));
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    if (clock.status !== "running") return;
    const tick = () => {
      const at = performance.now();
      setNow(at);
      setClock((current) => settleClock(current, timing, at));
    };
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [clock.status, timing]);
  const elapsed = activeMs(clock, now);
  return { clock, position: positionAt(timing, elapsed), elapsed };
}

/** One timed cyclic sigh of the rehearsal: the breathwork circle with its phase and seconds (still under reduced motion). */
export function RehearsalBreath() {
  const { clock, position, elapsed } = useTimedBreath(BREATH);
  return <BreathDisplay preset={BREATH} clock={clock} position={position} elapsed={elapsed} />;
}
