import { messages } from "@onepercent/validators/messages/common";
import { createFileRoute } from "@tanstack/react-router";
import { LoadFailed } from "../../components/common/load-failed";
import { MindsetPage } from "../../components/mindset/mindset-page";

/** The mindset page (planning-and-reflection.md §2.4), tracked as '/mindset'. */
export const Route = createFileRoute("/_authed/mindset")({
  loader: ({ context }) => context.trpc.mindset.get.ensureData(undefined),
  component: MindsetPage,
  // §8: the mindset could not be loaded.
  errorComponent: () => <LoadFailed message={messages.mindsetLoadFailed} />,
});
