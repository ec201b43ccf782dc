import { useTimedNotice } from "@onepercent/ui/use-timed-notice";
import { FIRST_HABIT_BANNER_MS, type HabitCheckStatus, habitDayStatus } from "@onepercent/validators/habit-rules";
import { messages } from "@onepercent/validators/messages/common";
import { toastError } from "../../lib/toast";
import { isTRPCClientError, trpc } from "../../lib/trpc";
import { trackHabit } from "./analytics";

/** What a checklist holds, as far as setting a day changes it (the habits.list answer). */
interface DayList<A> {
  today: string;
  actions: A[];
}
type DayOf = { date: string; stored: HabitCheckStatus; status: string };
type ActionOf = Parameters<typeof habitDayStatus>[0] & { id: string; week: DayOf[]; previousDay: DayOf | null };

/**
 * The list as it is once `target` is set: that action's day on that date takes the status, and
 * the status shown (missed, not applicable, …) follows the rules of the validators.
 */
export function withDaySet<A extends ActionOf, L extends DayList<A>>(
  list: L,
  target: { id: string; date?: string | undefined; status: HabitCheckStatus },
): L {
  return {
    ...list,
    actions: list.actions.map((action) => {
      if (action.id !== target.id) return action;
      const change = <D extends DayOf>(day: D): D =>
        day.date === target.date
          ? { ...day, stored: target.status, status: habitDayStatus(action, day.date, target.status, list.today) }
          : day;
      return {
        ...action,
        week: action.week.map(change),
        previousDay: action.previousDay ? change(action.previousDay) : null,
      };
    }),
  };
}

type NotedDay = { date: string; note: string | null };
type NotedAction = { id: string; week: NotedDay[]; previousDay: NotedDay | null };

/** The list as it is once a note is saved: that action's day on that date carries it. */
export function withNoteSet<A extends NotedAction, L extends { actions: A[] }>(
  list: L,
  target: { id: string; date: string; note: string | null },
): L {
  const change = <D extends NotedDay>(day: D): D => (day.date === target.date ? { ...day, note: target.note } : day);
  return {
    ...list,
    actions: list.actions.map((action) =>
      action.id === target.id
        ? { ...action, week: action.week.map(change), previousDay: action.previousDay && change(action.previousDay) }
        : action,
    ),
  };
}

/** A tap on a day: completed goes back to pending, anything else becomes completed. */
export const toggledStatus = (stored: HabitCheckStatus): HabitCheckStatus =>
  stored === "completed" ? "pending" : "completed";

/**
 * Sets a day's status, updated immediately in the checklist (planning-and-reflection.md §4);
 * on failure the change is rolled back, the list reloaded and the spec's message shown.
 */
function useSetHabitDay({
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
      utils.habits.list.setData(undefined, (list) => (list ? withDaySet(list, { id, date, status }) : list));
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
  const banner = useTimedNotice<true>(FIRST_HABIT_BANNER_MS);
  const setDay = useSetHabitDay({ onFirstCheck: () => banner.show(true), where });
  const toggle = (id: string, day: { date: string; stored: HabitCheckStatus }) =>
    setDay.mutate({ id, date: day.date, status: toggledStatus(day.stored) });
  return { banner: banner.value !== null, toggle };
}
