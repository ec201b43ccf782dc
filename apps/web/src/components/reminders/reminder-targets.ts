import { DAY_CODES, type DayCode } from "@onepercent/validators/calendar";
import {
  REMINDER_KIND_LABELS,
  type ReminderKind,
  type ReminderSettings,
  type ReminderView,
} from "@onepercent/validators/reminders";

/** What a reminder is for, as reminders.set names it. */
export type ReminderSubject = { kind: "habit"; actionId: string } | { kind: "journal" } | { kind: "weekly_review" };

/** Something the athlete can be reminded of: the daily journal, the weekly review, or a habit. */
export interface ReminderTarget {
  /** Unique on the page: the kind, and the habit's id for a habit. */
  key: string;
  subject: ReminderSubject;
  /** What it is called: the kind's label, or the habit's text. */
  label: string;
  /** The reminder as saved, if there is one. */
  saved: ReminderView | undefined;
}

/** When a new reminder is first offered: the journal in the evening, the review on Sunday, a habit in the morning. */
const DEFAULT_TIMES: Record<ReminderKind, { time: string; days: DayCode[] }> = {
  habit: { time: "08:00", days: [...DAY_CODES] },
  journal: { time: "21:00", days: [...DAY_CODES] },
  weekly_review: { time: "18:00", days: ["SU"] },
};

/** The reminder's time, days and switch as the form starts: the saved ones, else the defaults (off). */
export function startingValues(target: ReminderTarget): { time: string; days: DayCode[]; enabled: boolean } {
  if (target.saved) return { time: target.saved.time, days: [...target.saved.days], enabled: target.saved.enabled };
  const { time, days } = DEFAULT_TIMES[target.subject.kind];
  return { time, days: [...days], enabled: false };
}

/** The journal and weekly review first, then each habit, each with its saved reminder. */
export function reminderTargets(settings: ReminderSettings): { routine: ReminderTarget[]; habits: ReminderTarget[] } {
  const target = (subject: ReminderSubject, label: string): ReminderTarget => {
    const actionId = subject.kind === "habit" ? subject.actionId : null;
    return {
      key: actionId ? `habit-${actionId}` : subject.kind,
      subject,
      label,
      saved: settings.reminders.find(
        (reminder) => reminder.kind === subject.kind && (reminder.actionId ?? null) === actionId,
      ),
    };
  };
  return {
    routine: [
      target({ kind: "journal" }, REMINDER_KIND_LABELS.journal),
      target({ kind: "weekly_review" }, REMINDER_KIND_LABELS.weekly_review),
    ],
    habits: settings.habits.map((habit) => target({ kind: "habit", actionId: habit.id }, habit.action)),
  };
}
