import { useTimedNotice } from "@onepercent/ui/use-timed-notice";
import { FIRST_HABIT_BANNER_MS, type HabitCheckStatus } from "@onepercent/validators/habit-rules";
import { messages } from "@onepercent/validators/messages/common";
import { useRouteContext } from "@tanstack/react-router";
import { toggledStatus, withDaySet } from "../../lib/habit-day-changes";
import { useOutboxEntries } from "../../lib/offline/outbox-status";
import type { OutboxWrites } from "../../lib/offline/outbox-writes";
import { useOutboxMutation } from "../../lib/offline/use-outbox-mutation";
import { toastError } from "../../lib/toast";
import { api, isTRPCClientError, trpc } from "../../lib/trpc";
import { trackHabit } from "./analytics";

const sendDay = (input: OutboxWrites["habits.setDay"]) => api.habits.setDay.mutate(input);

/**
 * Sets a day's status, updated immediately in the checklist (planning-and-reflection.md §4);
 * on failure the change is rolled back, the list reloaded and the spec's message shown. Without a
 * connection the change stays and waits in the outbox (issue 28): a day's check is a set, so
 * sending it again is harmless; the last one sent wins.
 */
function useSetHabitDay({
  onFirstCheck,
  where = "checklist",
}: {
  onFirstCheck?: () => void;
  where?: "checklist" | "dashboard";
} = {}) {
  const utils = trpc.useUtils();
  return useOutboxMutation("habits.setDay", sendDay, {
    onMutate: async ({ id, date, status }) => {
      await utils.habits.list.cancel();
      const previous = utils.habits.list.getData();
      utils.habits.list.setData(undefined, (list) => (list ? withDaySet(list, { id, date, status }) : list));
      return { previous };
    },
    onError: (error, _input, context) => {
      if (context?.previous) utils.habits.list.setData(undefined, context.previous);
      const message =
        isTRPCClientError(error) && error.data?.appCode === "BAD_INPUT" ? error.message : messages.habitUpdateFailed;
      toastError(message);
      void utils.habits.list.invalidate();
      void utils.dashboard.get.invalidate();
    },
    onSuccess: (result) => {
      if (!("sent" in result)) return;
      trackHabit(result.sent.stored === "completed" ? "check" : "uncheck", where);
      if (result.sent.firstCheck) onFirstCheck?.();
      void utils.habits.list.invalidate();
      void utils.dashboard.get.invalidate();
    },
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** Whether a check of this action's day waits in the outbox (shown on its toggle). */
export function useHabitDayWaiting(id: string, date: string): boolean {
  const { user } = useRouteContext({ from: "/_authed" });
  return useOutboxEntries(user.id).some(
    (entry) =>
      entry.refused === null &&
      entry.kind === "habits.setDay" &&
      isRecord(entry.input) &&
      entry.input.id === id &&
      entry.input.date === date,
  );
}

/**
 * A tap on a day: completed goes back to pending, anything else becomes completed. `banner`
 * is true for FIRST_HABIT_BANNER_MS after the user's first check ever.
 */
export function useHabitDayToggle(where?: "checklist" | "dashboard") {
  const banner = useTimedNotice<true>(FIRST_HABIT_BANNER_MS);
  const setDay = useSetHabitDay({ onFirstCheck: () => banner.show(true), where });
  const toggle = (id: string, day: { date: string; stored: HabitCheckStatus }) =>
    setDay.mutate({ id, date: day.date, status: toggledStatus(day.stored) });
  return { banner: banner.value !== null, toggle };
}
