import { FIRST_HABIT_BANNER_MS, type HabitCheckStatus, habitDayStatus } from "@onepercent/validators/habit-rules";
import { messages } from "@onepercent/validators/messages";
import { useEffect, useState } from "react";
import { toastError } from "../../lib/toast";
import { isTRPCClientError, trpc } from "../../lib/trpc";
import { trackHabit } from "./analytics";

/** A day to set: an action and the date (today or the previous day). */
export interface HabitDayTarget {
  id: string;
  date: string;
  status: HabitCheckStatus;
}

/**
 * Sets a day's status, updated immediately in the checklist (planning-and-reflection.md §4);
 * on failure the change is rolled back, the list reloaded and the spec's message shown.
 */
export function useSetHabitDay({
  onFirstCheck,
  where = "checklist",
}: {
  onFirstCheck?: () => void;
  where?: "checklist" | "dashboard";
} = {}) {
  const utils = trpc.useUtils();
  return trpc.habits.setDay.useMutation({
    onMutate: async ({ id, date, status }) => {
      await utils.habits.list.cancel();
      const previous = utils.habits.list.getData();
      utils.habits.list.setData(undefined, (list) =>
        list
          ? {
              ...list,
              actions: list.actions.map((action) => {
                if (action.id !== id) return action;
                const change = <D extends { date: string; stored: HabitCheckStatus; status: string }>(day: D): D =>
                  day.date === date
                    ? { ...day, stored: status, status: habitDayStatus(action, date, status, list.today) }
                    : day;
                return {
                  ...action,
                  week: action.week.map(change),
                  previousDay: action.previousDay ? change(action.previousDay) : null,
                };
              }),
            }
          : list,
      );
      return { previous };
    },
    onError: (error, _input, context) => {
      if (context?.previous) utils.habits.list.setData(undefined, context.previous);
      const message =
        isTRPCClientError(error) && error.data?.appCode === "BAD_INPUT" ? error.message : messages.habitUpdateFailed;
      toastError(message);
    },
    onSuccess: (result) => {
      trackHabit(result.stored === "completed" ? "check" : "uncheck", where);
      if (result.firstCheck) onFirstCheck?.();
    },
    onSettled: () => {
      void utils.habits.list.invalidate();
      void utils.dashboard.get.invalidate();
    },
  });
}

/**
 * A tap on a day: completed goes back to pending, anything else becomes completed. `banner`
 * is true for FIRST_HABIT_BANNER_MS after the user's first check ever.
 */
export function useHabitDayToggle(where?: "checklist" | "dashboard") {
  const [banner, setBanner] = useState(false);
  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(false), FIRST_HABIT_BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);
  const setDay = useSetHabitDay({ onFirstCheck: () => setBanner(true), where });
  const toggle = (id: string, day: { date: string; stored: HabitCheckStatus }) =>
    setDay.mutate({ id, date: day.date, status: day.stored === "completed" ? "pending" : "completed" });
  return { banner, toggle };
}
