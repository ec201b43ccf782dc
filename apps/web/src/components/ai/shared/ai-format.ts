import type { AudioSettings, ImageryScenario } from "@onepercent/validators/ai-settings";
import { formatMinutesSeconds } from "@onepercent/validators/relaxation";
import { todayInBrowser } from "../../../lib/today";
import { recordingExtension } from "../../recording/recorder";

/** How the settings read in the drop-downs (training-and-tools.md §3 Audio settings). */
export const VOICE_LABELS: Record<AudioSettings["voice"], string> = {
  calm: "Calm",
  energetic: "Energetic",
  soothing: "Soothing",
};
export const BACKGROUND_LABELS: Record<AudioSettings["background"], string> = {
  none: "None",
  ambient: "Ambient",
  nature: "Nature",
};
export const PACE_LABELS: Record<AudioSettings["pace"], string> = { slow: "Slow", medium: "Medium", fast: "Fast" };
export const SCENARIO_LABELS: Record<ImageryScenario, string> = {
  competition: "Competition",
  practice: "Practice",
  relaxation: "Relaxation",
};

/** "5 minutes", "1 minute". */
export const minutesText = (minutes: number) => `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;

/** A track's length as the library shows it ("4:05"), or null when the file does not say. */
export const lengthText = (seconds: number | null) => (seconds === null ? null : formatMinutesSeconds(seconds));

const dateFormat = new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric", year: "numeric" });
/** "Nov 25, 2026" in the browser's language. */
export const savedOn = (date: Date) => dateFormat.format(date);

/** A title as a file name's stem: "Game day, calm!" → "game-day-calm". */
export function fileStem(title: string): string {
  const stem = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return stem || "audio";
}

/** A saved item's download name: its title and the extension of its real type (generated tracks are MP3). */
export const libraryFileName = (title: string, mimeType: string | null) =>
  `${fileStem(title)}.${mimeType ? recordingExtension(mimeType) : "mp3"}`;

/** A freshly generated track's download name: "visualization-5-min-2026-11-25.mp3". */
export const generatedFileName = (kind: string, minutes: number) => `${kind}-${minutes}-min-${todayInBrowser()}.mp3`;
