/** How long ago, in the largest unit that fits: "2 days ago", "yesterday", "3 hours ago", "just now". */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600_000],
  ["month", 30 * 24 * 3600_000],
  ["week", 7 * 24 * 3600_000],
  ["day", 24 * 3600_000],
  ["hour", 3600_000],
  ["minute", 60_000],
];

const relative = new Intl.RelativeTimeFormat("en", { numeric: "auto" });

export function timeAgo(then: Date, now: Date): string {
  const ago = Math.max(0, now.getTime() - then.getTime());
  for (const [unit, ms] of UNITS) {
    if (ago >= ms) return relative.format(-Math.floor(ago / ms), unit);
  }
  return "just now";
}

/** Beyond the spec (issue 14): "Rehearsed 12 times, last 2 days ago", or "Not rehearsed yet". */
export function rehearsalSummary(rehearsals: number, lastRehearsedAt: Date | null, now: Date): string {
  if (rehearsals === 0) return "Not rehearsed yet";
  const times = rehearsals === 1 ? "once" : `${rehearsals} times`;
  return lastRehearsedAt ? `Rehearsed ${times}, last ${timeAgo(lastRehearsedAt, now)}` : `Rehearsed ${times}`;
}
