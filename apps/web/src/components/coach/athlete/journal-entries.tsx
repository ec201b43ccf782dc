import { Button } from "@onepercent/ui/button";
import {
  DAILY_TEXT_FIELDS,
  type JournalEntry,
  PERFORMANCE_TEXT_FIELDS,
  WEEKLY_TEXT_FIELDS,
} from "@onepercent/validators/journal";
import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { calendarDayFormat } from "../../../lib/calendar-format";
import { AreaHeading } from "./area-card";
import { ItemNotes } from "./item-notes";

/** How many entries show before "Show more" (twelve weeks of daily journals are many). */
const PAGE = 10;
const TYPE_NAMES: Record<JournalEntry["type"], string> = {
  daily: "Daily journal",
  weekly: "Weekly journal",
  performance: "Performance journal",
};
// Twelve weeks at most: the day and month say which.
const formatDate = calendarDayFormat({ weekday: "short", month: "short", day: "numeric" });

/** The full journal entries the athlete shares, newest first, each opened on demand. */
export function JournalEntries({ entries }: { entries: JournalEntry[] }) {
  const [shown, setShown] = useState(PAGE);
  return (
    <div className="space-y-2">
      <AreaHeading>Entries</AreaHeading>
      {entries.length === 0 ? (
        <p className="text-slate-600 text-sm">No journal entries in these weeks.</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {entries.slice(0, shown).map((entry) => (
            <li key={entry.id}>
              <details className="group">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-3.5 py-3 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
                  <span>
                    <span className="font-medium text-ink">{TYPE_NAMES[entry.type]}</span>{" "}
                    <span className="block text-slate-600 text-sm sm:inline">
                      <span className="max-sm:hidden">· </span>
                      {formatDate(entry.date)}
                    </span>
                  </span>
                  <ChevronDown className="size-4 shrink-0 text-slate-500 group-open:rotate-180" aria-hidden />
                </summary>
                <dl className="space-y-2.5 px-3.5 pb-3.5 text-sm">
                  {entryLines(entry).map((line) => (
                    <div key={line.label}>
                      <dt className="font-medium text-slate-600 text-xs">{line.label}</dt>
                      <dd className="whitespace-pre-line text-ink">{line.text}</dd>
                    </div>
                  ))}
                </dl>
                <div className="px-3.5 pb-3">
                  <ItemNotes
                    item={{ kind: "journal", id: entry.id }}
                    title={`${TYPE_NAMES[entry.type]}, ${formatDate(entry.date)}`}
                  />
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
      {entries.length > shown ? (
        <Button variant="ghost" size="sm" onClick={() => setShown(shown + PAGE)}>
          Show more ({entries.length - shown} left)
        </Button>
      ) : null}
    </div>
  );
}

/** An entry's answers in its form's order, with the form's labels; blank answers are left out. */
function entryLines(entry: JournalEntry): { label: string; text: string }[] {
  const lines = (() => {
    switch (entry.type) {
      case "daily":
        return [
          { label: "Wins", text: entry.wins.join("\n") },
          { label: "Gratitudes", text: entry.gratitudes.join("\n") },
          ...DAILY_TEXT_FIELDS.map((field) => ({ label: field.label, text: entry[field.key] ?? "" })),
        ];
      case "weekly":
        return [
          ...WEEKLY_TEXT_FIELDS.map((field) => ({ label: field.label, text: entry[field.key] })),
          { label: "Week rating", text: `${entry.rating} / 10` },
        ];
      case "performance":
        return [
          ...PERFORMANCE_TEXT_FIELDS.map((field) => ({ label: field.label, text: entry[field.key] })),
          { label: "Performance rating", text: `${entry.performanceRating} / 10` },
          { label: "Mental rating", text: `${entry.mentalRating} / 10` },
        ];
    }
  })();
  return lines.filter((line) => line.text.trim() !== "");
}
