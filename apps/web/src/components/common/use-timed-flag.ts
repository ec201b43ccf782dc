import { useEffect, useState } from "react";

/** A flag that clears itself `ms` after it is set: a notice, a "Copied!", a banner. */
export function useTimedFlag(ms: number) {
  const [on, setOn] = useState(false);
  useEffect(() => {
    if (!on) return;
    const timer = setTimeout(() => setOn(false), ms);
    return () => clearTimeout(timer);
  }, [on, ms]);
  return [on, setOn] as const;
}
