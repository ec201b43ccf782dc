import { existsSync } from "node:fs";

/** Debian's Chromium (apt-get install chromium), or CHROMIUM_PATH. */
export function chromiumPath(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find((candidate): candidate is string => Boolean(candidate && existsSync(candidate))) ?? null;
}

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  // A fake microphone that needs no permission prompt (the mindset script's recorder).
  "--use-fake-device-for-media-stream",
  "--use-fake-ui-for-media-stream",
];
