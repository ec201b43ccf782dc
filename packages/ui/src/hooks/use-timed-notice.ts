import { useCallback, useEffect, useMemo, useState } from "react";

type Shown<T> = { value: T; lasting: boolean };

/**
 * The one way to show something for a while: a notice, a banner, a "Copied!", a flash.
 * `show(value)` shows it and clears it `ms` later (a second `show` starts the time again);
 * `show(value, { lasting: true })` keeps it until the next `show` or `clear()` (a failure the
 * user must read).
 */
export function useTimedNotice<T>(ms: number) {
  const [shown, setShown] = useState<Shown<T> | null>(null);
  useEffect(() => {
    if (!shown || shown.lasting) return;
    const timer = setTimeout(() => setShown(null), ms);
    return () => clearTimeout(timer);
  }, [shown, ms]);
  const show = useCallback(
    (value: T, options?: { lasting?: boolean }) => setShown({ value, lasting: options?.lasting ?? false }),
    [],
  );
  const clear = useCallback(() => setShown(null), []);
  return useMemo(() => ({ value: shown ? shown.value : null, show, clear }), [shown, show, clear]);
}
