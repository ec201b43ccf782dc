import { type HabitCheckStatus, habitDayStatus } from "@onepercent/validators/habit-rules";

/**
 * How a habit day's change shows in the checklist (the habits.list answer), as pure functions:
 * used when the server answers, and by the offline outbox for a change still waiting to be sent.
 */

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
