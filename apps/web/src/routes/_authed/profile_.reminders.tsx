import { reminderMessages } from "@onepercent/validators/messages/reminders";
import { createFileRoute } from "@tanstack/react-router";
import { LoadFailed } from "../../components/common/load-failed";
import { RemindersPage } from "../../components/reminders/reminders-page";

/** Profile → Reminders (issue 28): its own page, so its code loads with it, not with the profile. */
export const Route = createFileRoute("/_authed/profile_/reminders")({
  loader: ({ context }) => context.trpc.reminders.settings.ensureData(undefined),
  component: RemindersPage,
  errorComponent: () => <LoadFailed message={reminderMessages.loadFailed} />,
});
