import { messages } from "@onepercent/validators/messages/common";
import { createFileRoute } from "@tanstack/react-router";
import { LoadFailed } from "../../components/common/load-failed";
import { DailySuccessChecklist } from "../../components/habits/checklist";

export const Route = createFileRoute("/_authed/daily-success-checklist")({
  loader: ({ context }) => context.trpc.habits.list.ensureData(undefined),
  component: DailySuccessChecklist,
  // §8: the list could not be loaded.
  errorComponent: () => <LoadFailed message={messages.habitsLoadFailed} />,
});
