import { timeAgo } from "../../lib/time-ago";

/** Beyond the spec (issue 14): "Rehearsed 12 times, last 2 days ago", or "Not rehearsed yet". */
export function rehearsalSummary(rehearsals: number, lastRehearsedAt: Date | null, now: Date): string {
  if (rehearsals === 0) return "Not rehearsed yet";
  const times = rehearsals === 1 ? "once" : `${rehearsals} times`;
  return lastRehearsedAt ? `Rehearsed ${times}, last ${timeAgo(lastRehearsedAt, now)}` : `Rehearsed ${times}`;
}
