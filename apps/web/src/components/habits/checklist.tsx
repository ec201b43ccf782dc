import { Button } from "@onepercent/ui/button";
import { Card, CardTitle } from "@onepercent/ui/card";
import { cn } from "@onepercent/ui/cn";
import { toast } from "@onepercent/ui/toaster";
import { HABIT_CATEGORIES, HABIT_FREQUENCY_LABELS, HABIT_TIME_OF_DAY_LABELS } from "@onepercent/validators/habit-rules";
import { messages } from "@onepercent/validators/messages";
import {
  ChevronDown,
  Flame,
  History,
  ListChecks,
  NotebookPen,
  Pencil,
  Plus,
  RotateCcw,
  Sparkles,
  Trash2,
} from "lucide-react";
import { useState } from "react";
import { isTRPCClientError, trpc } from "../../lib/trpc";
import { trackHabit } from "./analytics";
import { DayToggle } from "./day-toggle";
import { days, formatLongDate } from "./format";
import { ConfirmDialog, EditHabitDialog, NoteDialog } from "./habit-dialogs";
import { EMPTY_HABIT, HabitForm } from "./habit-form";
import { HistoryDialog } from "./history-dialog";
import type { Checklist, ChecklistAction, ChecklistDay } from "./types";
import { useHabitDayToggle } from "./use-habit-day";

type DialogState = { kind: "edit" | "delete" | "note" | "history"; action: ChecklistAction } | { kind: "reset" } | null;

/** Today and the previous day of an action (the previous day may be in last week). */
function editableDaysOf(action: ChecklistAction, list: Checklist) {
  const find = (date: string) =>
    action.week.find((day) => day.date === date) ?? (action.previousDay?.date === date ? action.previousDay : null);
  return { today: find(list.today), yesterday: find(list.yesterday) };
}

const serverMessage = (error: unknown, fallback: string) =>
  isTRPCClientError(error) && error.data?.appCode === "BAD_INPUT" ? error.message : fallback;

/** The Daily Success Checklist (planning-and-reflection.md §2.8). */
export function DailySuccessChecklist() {
  const [list] = trpc.habits.list.useSuspenseQuery(undefined);
  const utils = trpc.useUtils();
  const [dialog, setDialog] = useState<DialogState>(null);
  const [adding, setAdding] = useState(list.actions.length === 0);
  const { banner, toggle: toggleDay } = useHabitDayToggle();
  const toggle = (action: ChecklistAction, day: ChecklistDay) => toggleDay(action.id, day);

  const refresh = () => {
    void utils.habits.list.invalidate();
    void utils.dashboard.get.invalidate();
  };
  const create = trpc.habits.create.useMutation({
    onSuccess: () => {
      trackHabit("add");
      toast.success("Action added");
      refresh();
    },
  });
  const remove = trpc.habits.delete.useMutation({
    onSuccess: () => {
      trackHabit("delete");
      toast.success("Action deleted");
      setDialog(null);
      refresh();
    },
  });
  const reset = trpc.habits.reset.useMutation({
    onSuccess: () => {
      trackHabit("reset");
      toast.success("This week's checks are reset");
      setDialog(null);
      refresh();
    },
  });

  const open = (kind: "edit" | "delete" | "note" | "history", action: ChecklistAction) => {
    remove.reset();
    setDialog({ kind, action });
  };
  const rowProps = { list, onToggle: toggle, onOpen: open };

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="font-medium text-brand-700 text-sm">{formatLongDate(list.today)}</p>
          <h1 className="mt-1 font-bold text-3xl text-ink tracking-tight">Daily Success Checklist</h1>
          <p className="mt-2 text-slate-700">Small actions, every day. Tap today to check it off.</p>
        </div>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => setAdding((value) => !value)} aria-expanded={adding}>
            <Plus aria-hidden />
            New Action
          </Button>
          <Button
            variant="secondary"
            disabled={list.actions.length === 0}
            onClick={() => {
              reset.reset();
              setDialog({ kind: "reset" });
            }}
          >
            <RotateCcw aria-hidden />
            Reset All
          </Button>
        </div>
      </header>

      {banner ? (
        <div
          role="status"
          className="flex items-center gap-3 rounded-2xl border border-brand-100 bg-brand-50 px-4 py-3 font-medium text-brand-800"
        >
          <Sparkles className="size-5 shrink-0" aria-hidden />
          {messages.habitFirstCheck}
        </div>
      ) : null}

      {adding ? (
        <Card aria-labelledby="new-action-title">
          <CardTitle id="new-action-title">New Action</CardTitle>
          <div className="mt-4">
            <HabitForm
              initial={EMPTY_HABIT}
              submitLabel="Add Action"
              submitIcon={<Plus aria-hidden />}
              pending={create.isPending}
              serverError={create.error ? serverMessage(create.error, messages.habitAddFailed) : null}
              onSubmit={(input) => create.mutateAsync(input)}
              resetOnSubmit
              {...(list.actions.length > 0 ? { onCancel: () => setAdding(false) } : {})}
            />
          </div>
        </Card>
      ) : null}

      {list.actions.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 py-10 text-center">
          <ListChecks className="size-10 text-brand-600" aria-hidden />
          <p className="font-medium text-ink">{messages.habitsEmpty}</p>
        </Card>
      ) : (
        <>
          <WeekSummary list={list} />
          <p className="text-slate-600 text-sm">{messages.habitOnlyTodayAndYesterday}</p>
          <div className="hidden md:block">
            <WeekTable {...rowProps} />
          </div>
          <ul className="space-y-3 md:hidden" aria-label="Daily actions">
            {list.actions.map((action) => (
              <ActionCard key={action.id} action={action} {...rowProps} />
            ))}
          </ul>
        </>
      )}

      {dialog?.kind === "edit" ? <EditHabitDialog action={dialog.action} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === "history" ? <HistoryDialog action={dialog.action} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === "note" ? (
        <NoteDialog
          action={dialog.action}
          choices={(() => {
            const { today, yesterday } = editableDaysOf(dialog.action, list);
            return [
              { date: list.today, label: "Today", note: today?.note ?? null },
              { date: list.yesterday, label: "Yesterday", note: yesterday?.note ?? null },
            ];
          })()}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === "delete" ? (
        <ConfirmDialog
          title="Delete this action?"
          description={`"${dialog.action.action}" and its check-ins will be deleted. This cannot be undone.`}
          confirmLabel="Delete"
          pending={remove.isPending}
          error={remove.error ? messages.habitDeleteFailed : null}
          onConfirm={() => remove.mutate({ id: dialog.action.id })}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === "reset" ? (
        <ConfirmDialog
          title="Reset all actions?"
          description="Every check of this week goes back to not done. Earlier weeks and your notes are kept."
          confirmLabel="Reset All"
          pending={reset.isPending}
          error={reset.error ? messages.habitResetFailed : null}
          onConfirm={() => reset.mutate()}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}

function WeekSummary({ list }: { list: Checklist }) {
  const doneToday = list.actions.filter((action) =>
    action.week.some((day) => day.date === list.today && day.status === "completed"),
  ).length;
  const dueToday = list.actions.filter((action) =>
    action.week.some((day) => day.date === list.today && day.status !== "not-applicable"),
  ).length;
  return (
    <Card className="grid gap-4 sm:grid-cols-2">
      <div>
        <p className="text-slate-600 text-sm">Today</p>
        <p className="font-bold text-2xl text-ink">
          {doneToday} <span className="font-medium text-base text-slate-600">of {dueToday} done</span>
        </p>
      </div>
      <div>
        <div className="flex items-baseline justify-between">
          <p className="text-slate-600 text-sm">This week</p>
          <p className="font-bold text-2xl text-ink">{list.completionRate}%</p>
        </div>
        <div
          className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
          role="progressbar"
          aria-label="Completion this week"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={list.completionRate}
        >
          <div
            className="h-full rounded-full bg-brand-600 transition-[width]"
            style={{ width: `${list.completionRate}%` }}
          />
        </div>
      </div>
    </Card>
  );
}

interface RowProps {
  list: Checklist;
  onToggle: (action: ChecklistAction, day: ChecklistDay) => void;
  onOpen: (kind: "edit" | "delete" | "note" | "history", action: ChecklistAction) => void;
}

const details = (action: ChecklistAction) =>
  [
    HABIT_TIME_OF_DAY_LABELS[action.timeOfDay],
    action.category === HABIT_CATEGORIES[HABIT_CATEGORIES.length - 1] ? null : action.category,
    action.frequency === "custom"
      ? action.customDays.join(" ")
      : action.frequency === "daily"
        ? null
        : HABIT_FREQUENCY_LABELS[action.frequency],
  ]
    .filter((item) => item !== null)
    .join(" · ");

function RowButtons({
  action,
  onOpen,
  className,
  labelled = false,
}: { action: ChecklistAction; className?: string; labelled?: boolean } & Pick<RowProps, "onOpen">) {
  const buttons = [
    { kind: "note", label: "Add a note", short: "Note", icon: NotebookPen },
    { kind: "history", label: "History", short: "History", icon: History },
    { kind: "edit", label: "Edit", short: "Edit", icon: Pencil },
    { kind: "delete", label: "Delete", short: "Delete", icon: Trash2 },
  ] as const;
  if (labelled) {
    return (
      <div className={cn("grid grid-cols-4 gap-1", className)}>
        {buttons.map(({ kind, label, short, icon: Icon }) => (
          <button
            key={kind}
            type="button"
            aria-label={`${label}: ${action.action}`}
            onClick={() => onOpen(kind, action)}
            className="flex flex-col items-center gap-1 rounded-xl py-2 font-medium text-slate-700 text-xs hover:bg-slate-100"
          >
            <Icon className="size-5" aria-hidden />
            {short}
          </button>
        ))}
      </div>
    );
  }
  return (
    <div className={cn("flex gap-1", className)}>
      {buttons.map(({ kind, label, icon: Icon }) => (
        <Button
          key={kind}
          variant="ghost"
          size="icon"
          aria-label={`${label}: ${action.action}`}
          title={label}
          onClick={() => onOpen(kind, action)}
        >
          <Icon aria-hidden />
        </Button>
      ))}
    </div>
  );
}

/** A day of an action in the checklist, with its note dot; `today` rings today's toggle. */
function ChecklistDayToggle({
  action,
  day,
  today,
  size,
  onToggle,
}: {
  action: ChecklistAction;
  day: ChecklistDay;
  today?: string;
  size?: "lg";
} & Pick<RowProps, "onToggle">) {
  return (
    <DayToggle
      action={action.action}
      day={day}
      hasNote={day.note !== null}
      isToday={day.date === today}
      size={size}
      onToggle={() => onToggle(action, day)}
    />
  );
}

function Streak({ action }: { action: ChecklistAction }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 text-sm",
        action.streaks.current > 0 ? "text-amber-700" : "text-slate-500",
      )}
      title={`Best streak: ${days(action.streaks.best)}`}
    >
      <Flame className="size-4" aria-hidden />
      <span>
        {action.streaks.current}
        <span className="sr-only"> day streak, best {days(action.streaks.best)}</span>
      </span>
    </span>
  );
}

/** Desktop: the weekly table, SU..SA columns, edit and delete per row. */
function WeekTable({ list, onToggle, onOpen }: RowProps) {
  return (
    <section className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-xs">
      <table className="w-full text-left">
        <caption className="sr-only">This week's daily actions</caption>
        <thead>
          <tr className="border-slate-200 border-b text-slate-600 text-xs">
            <th scope="col" className="px-5 py-3 font-semibold">
              Action
            </th>
            {list.days.map((day) => (
              <th
                key={day.date}
                scope="col"
                className={cn("px-1 py-3 text-center font-semibold", day.date === list.today && "text-brand-800")}
              >
                <span className="block">{day.day}</span>
                <span className="block font-normal">{Number(day.date.slice(8))}</span>
              </th>
            ))}
            <th scope="col" className="px-3 py-3 text-center font-semibold">
              Week
            </th>
            <th scope="col" className="px-3 py-3 text-center font-semibold">
              Streak
            </th>
            <th scope="col" className="px-3 py-3">
              <span className="sr-only">Options</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {list.actions.map((action) => (
            <tr key={action.id}>
              <th scope="row" className="max-w-64 px-5 py-3 text-left font-normal">
                <span className="block font-medium text-ink">{action.action}</span>
                <span className="block text-slate-600 text-xs">{details(action)}</span>
                {action.previousDay ? (
                  <span className="mt-1.5 flex items-center gap-2 text-slate-600 text-xs">
                    <ChecklistDayToggle action={action} day={action.previousDay} onToggle={onToggle} />
                    Yesterday (last week)
                  </span>
                ) : null}
              </th>
              {action.week.map((day) => (
                <td key={day.date} className="px-1 py-3 text-center">
                  <ChecklistDayToggle action={action} day={day} today={list.today} onToggle={onToggle} />
                </td>
              ))}
              <td className="px-3 py-3 text-center font-semibold text-ink text-sm">{action.completionRate}%</td>
              <td className="px-3 py-3 text-center">
                <Streak action={action} />
              </td>
              <td className="px-3 py-3">
                <RowButtons action={action} onOpen={onOpen} className="justify-end" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Mobile: an expandable card per action, today's toggle up front. */
function ActionCard({ action, list, onToggle, onOpen }: RowProps & { action: ChecklistAction }) {
  const [expanded, setExpanded] = useState(false);
  const { today, yesterday } = editableDaysOf(action, list);
  const panelId = `action-${action.id}`;
  return (
    <li className="rounded-2xl border border-slate-200 bg-white shadow-xs">
      <div className="flex items-center gap-3 p-4">
        {today ? <ChecklistDayToggle action={action} day={today} size="lg" onToggle={onToggle} /> : null}
        <div className="min-w-0 flex-1">
          <p
            className={cn(
              "font-medium text-ink leading-snug",
              today?.status === "completed" && "text-slate-500 line-through decoration-brand-600/60",
            )}
          >
            {action.action}
          </p>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-3 text-slate-600 text-xs">
            <span>{details(action) || "Daily"}</span>
            <Streak action={action} />
            <span>{action.completionRate}% this week</span>
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-expanded={expanded}
          aria-controls={panelId}
          aria-label={`${expanded ? "Hide" : "Show"} the week of ${action.action}`}
          onClick={() => setExpanded((value) => !value)}
        >
          <ChevronDown className={cn("transition-transform", expanded && "rotate-180")} aria-hidden />
        </Button>
      </div>
      {expanded ? (
        <div id={panelId} className="space-y-4 border-slate-100 border-t px-4 pt-3 pb-4">
          {yesterday && action.previousDay ? (
            <div className="flex items-center gap-3 text-slate-700 text-sm">
              <ChecklistDayToggle action={action} day={yesterday} onToggle={onToggle} />
              Yesterday (last week)
            </div>
          ) : null}
          <div className="grid grid-cols-7 gap-1 text-center">
            {action.week.map((day) => (
              <div key={day.date} className="flex flex-col items-center gap-1">
                <span
                  className={cn("font-semibold text-xs", day.date === list.today ? "text-brand-800" : "text-slate-600")}
                >
                  {day.day}
                </span>
                <ChecklistDayToggle action={action} day={day} today={list.today} onToggle={onToggle} />
              </div>
            ))}
          </div>
          {today?.note ? <p className="rounded-xl bg-amber-50 px-3 py-2 text-amber-900 text-sm">{today.note}</p> : null}
          <RowButtons action={action} onOpen={onOpen} labelled />
        </div>
      ) : null}
    </li>
  );
}
