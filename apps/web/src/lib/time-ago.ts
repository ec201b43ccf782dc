const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

const format = new Intl.RelativeTimeFormat("en", { numeric: "auto" });

/**
 * An approximate time before `now`: "just now", "5 minutes ago", "2 hours ago", "yesterday".
 * Nothing finer than a minute is claimed (a session's last use is written at most once a minute).
 */
export function timeAgo(instant: Date, now: Date = new Date()): string {
  const seconds = Math.max(0, Math.round((now.getTime() - instant.getTime()) / 1000));
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return "just now";
}
