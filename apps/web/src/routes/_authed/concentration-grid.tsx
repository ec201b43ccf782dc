import { createFileRoute } from "@tanstack/react-router";
import { FocusToolPage } from "../../components/focus/focus-hub";

/** /concentration-grid: the concentration grid game on its own page (training-and-tools.md §2). */
export const Route = createFileRoute("/_authed/concentration-grid")({
  // The stats start loading with the page; a failure shows inside the game, which stays playable.
  loader: ({ context }) => void context.trpc.focus.concentration.stats.prefetch(undefined),
  component: () => <FocusToolPage tool="concentration" />,
});
