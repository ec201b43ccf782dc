import { IconTile } from "@onepercent/ui/icon-tile";
import { Link } from "@tanstack/react-router";
import { BellRing, ChevronRight } from "lucide-react";
import { trpc } from "../../lib/trpc";
import { whenText } from "./when-text";

/**
 * The dashboard's next reminder (reminders.next): "Next reminder — Daily journal · Today 21:00",
 * in this browser's time, linking to the reminders screen; nothing when no reminder is on or the
 * answer has not come (the route's loader asks for it beside the rest).
 */
export function NextReminderNote() {
  const next = trpc.reminders.next.useQuery(undefined);
  if (!next.data) return null;
  return (
    <Link
      to="/profile/reminders"
      className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-3 shadow-xs transition-colors hover:border-brand-500"
    >
      <IconTile size={9}>
        <BellRing className="size-5" aria-hidden />
      </IconTile>
      <span className="min-w-0 flex-1">
        <span className="block text-slate-600 text-sm">Next reminder</span>{" "}
        <span className="block break-words font-semibold text-ink">
          {next.data.label} · <span className="whitespace-nowrap">{whenText(next.data.at, new Date())}</span>
        </span>
      </span>
      <ChevronRight className="size-5 shrink-0 text-slate-500" aria-hidden />
    </Link>
  );
}
