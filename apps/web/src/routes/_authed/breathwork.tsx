import { focusMessages } from "@onepercent/validators/messages/focus";
import { createFileRoute } from "@tanstack/react-router";
import { LoadFailed } from "../../components/common/load-failed";
import { FocusToolPage } from "../../components/focus/focus-hub";

/** The breathwork trainer (training-and-tools.md §2): presets, a guided session and the last 30 days. */
export const Route = createFileRoute("/_authed/breathwork")({
  loader: ({ context }) =>
    Promise.all([
      context.trpc.focus.breathwork.data.ensureData(undefined),
      // The statistics have their own error state; they only start loading here.
      context.trpc.focus.breathwork.history.prefetch(undefined),
    ]),
  component: () => <FocusToolPage tool="breathwork" />,
  // §8: the presets could not be loaded.
  errorComponent: () => <LoadFailed message={focusMessages.breathworkLoadFailed} />,
});
