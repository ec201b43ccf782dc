const DAY_MS = 24 * 60 * 60 * 1000;

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/**
 * When a reminder comes, in this browser's time and language: "Today 21:00", "Tomorrow 07:30",
 * "Sunday 18:00" within the week, else "Mon, Dec 7 07:30".
 */
export function whenText(at: Date, now: Date, locale?: string): string {
  const time = new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit" }).format(at);
  const tomorrow = new Date(now);
  tomorrow.setDate(now.getDate() + 1);
  if (sameDay(at, now)) return `Today ${time}`;
  if (sameDay(at, tomorrow)) return `Tomorrow ${time}`;
  const withinWeek = at.getTime() - now.getTime() < 6 * DAY_MS;
  const day = new Intl.DateTimeFormat(
    locale,
    withinWeek ? { weekday: "long" } : { weekday: "short", month: "short", day: "numeric" },
  ).format(at);
  return `${day} ${time}`;
}
