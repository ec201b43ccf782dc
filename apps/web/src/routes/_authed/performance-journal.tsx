import { createFileRoute } from "@tanstack/react-router";
import { JournalPage } from "../../components/journal/journal-page";
import { todayInBrowser } from "../../lib/today";

export const Route = createFileRoute("/_authed/performance-journal")({
  loader: ({ context }) => context.trpc.journal.get.prefetch({ type: "performance", date: todayInBrowser() }),
  component: () => <JournalPage type="performance" />,
});
