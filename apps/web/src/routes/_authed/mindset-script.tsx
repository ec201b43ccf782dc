import { mindsetScriptMessages } from "@onepercent/validators/messages/mindset-script";
import { createFileRoute } from "@tanstack/react-router";
import { LoadFailed } from "../../components/common/load-failed";
import { MindsetScriptPage } from "../../components/mindset-script/mindset-script-page";

/** The mindset script with voice recording (training-and-tools.md §2, §4). */
export const Route = createFileRoute("/_authed/mindset-script")({
  loader: ({ context }) => context.trpc.mindset.get.ensureData(undefined),
  component: MindsetScriptPage,
  // §8: 'Failed to load your mindset data: …' with the failure's own message.
  errorComponent: ({ error }) => (
    <LoadFailed message={mindsetScriptMessages.loadFailed(error instanceof Error ? error.message : String(error))} />
  ),
});
