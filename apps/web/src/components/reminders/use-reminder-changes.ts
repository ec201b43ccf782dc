import { toast } from "@onepercent/ui/toaster";
import type { DayCode } from "@onepercent/validators/calendar";
import { reminderMessages } from "@onepercent/validators/messages/reminders";
import type { ReminderView } from "@onepercent/validators/reminders";
import { trpc } from "../../lib/trpc";
import type { ReminderSubject } from "./reminder-targets";

/**
 * Saving and removing one reminder: the screen's list takes the changed reminder (nothing else is
 * fetched again), and the dashboard's "next reminder" is asked again.
 */
export function useReminderChanges() {
  const utils = trpc.useUtils();
  const replace = (id: string, saved: ReminderView | null) => {
    utils.reminders.settings.setData(undefined, (settings) =>
      settings
        ? {
            ...settings,
            reminders: [...settings.reminders.filter((reminder) => reminder.id !== id), ...(saved ? [saved] : [])],
          }
        : settings,
    );
    void utils.reminders.next.invalidate();
    toast.success(reminderMessages.saved);
  };
  const set = trpc.reminders.set.useMutation({ onSuccess: (saved) => replace(saved.id, saved) });
  const remove = trpc.reminders.remove.useMutation({ onSuccess: (_, { id }) => replace(id, null) });
  return {
    save: (subject: ReminderSubject, values: { time: string; days: DayCode[]; enabled: boolean }) =>
      set.mutateAsync({ ...subject, ...values }),
    remove: (id: string) => remove.mutateAsync({ id }),
    pending: set.isPending || remove.isPending,
  };
}
