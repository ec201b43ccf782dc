import { MVP_WIZARD_AUTO_OPEN_MS, type MvpView } from "@onepercent/validators/mvp";
import { useEffect, useRef, useState } from "react";

const seenKey = (userId: string) => `onepercent:mvp-wizard-seen:${userId}`;

/**
 * Whether the Goal Setting Wizard is open (§2.1): it opens by itself on the user's first
 * visit (until seen) and ~300 ms after the page learns there is no MVP yet.
 */
export function useWizardAutoOpen(loaded: boolean, mvp: MvpView | null | undefined, userId: string | undefined) {
  const [open, setOpen] = useState(false);
  const autoOpened = useRef(false);
  useEffect(() => {
    if (autoOpened.current || !loaded || !userId) return;
    const firstVisit = localStorage.getItem(seenKey(userId)) === null;
    if (mvp !== null && !firstVisit) return;
    autoOpened.current = true;
    const timer = setTimeout(() => setOpen(true), MVP_WIZARD_AUTO_OPEN_MS);
    return () => {
      clearTimeout(timer);
      autoOpened.current = false;
    };
  }, [loaded, mvp, userId]);
  useEffect(() => {
    if (open && userId) localStorage.setItem(seenKey(userId), new Date().toISOString());
  }, [open, userId]);
  return [open, setOpen] as const;
}
