import { isJournalType, type JournalType } from "@onepercent/validators/journal-types";
import { createFileRoute } from "@tanstack/react-router";
import { JournalHub } from "../../components/journal/journal-page";
import { todayInBrowser } from "../../lib/today";

/** The journal hub (planning-and-reflection.md §2): tabs Daily, Weekly and Performance; `?tab=` picks one. */
export const Route = createFileRoute("/_authed/journal")({
  validateSearch: (search: Record<string, unknown>): { tab?: JournalType } =>
    isJournalType(search.tab) ? { tab: search.tab } : {},
  loaderDeps: ({ search }) => ({ type: search.tab ?? "daily" }),
  // Today's entry arrives with the page, so the form does not fill in after a blank first paint.
  loader: ({ context, deps }) => context.trpc.journal.get.prefetch({ type: deps.type, date: todayInBrowser() }),
  component: JournalRoute,
});

function JournalRoute() {
  const { tab } = Route.useSearch();
  return <JournalHub type={tab ?? "daily"} />;
}
