import { BELL_VOLUME_DEFAULT } from "@onepercent/validators/breathwork";
import { useState } from "react";
import { readLocal, writeLocal } from "../../../lib/flags";

/** The bell's volume is kept in this browser (§3 local flags, §9: 0 to 1, default 0.7). */
const BELL_VOLUME_KEY = "onepercent.bellVolume";

/** A stored volume as a number from 0 to 1; anything else (nothing stored, garbage) is the default. */
export function parseBellVolume(stored: string | null): number {
  if (stored === null || stored.trim() === "") return BELL_VOLUME_DEFAULT;
  const volume = Number(stored);
  return Number.isFinite(volume) ? Math.min(1, Math.max(0, volume)) : BELL_VOLUME_DEFAULT;
}

const readBellVolume = (): number => parseBellVolume(readLocal(BELL_VOLUME_KEY));
const storeBellVolume = (volume: number): void => writeLocal({ [BELL_VOLUME_KEY]: String(volume) });

/** The bell's volume as this browser keeps it: read once, stored again on every change. */
export function useBellVolume() {
  const [volume, setVolume] = useState(readBellVolume);
  const change = (next: number) => {
    setVolume(next);
    storeBellVolume(next);
  };
  return { volume, change };
}

export type BellVolume = ReturnType<typeof useBellVolume>;
