import { Button } from "@onepercent/ui/button";
import { Card, CardTitle } from "@onepercent/ui/card";
import { PageHeader } from "@onepercent/ui/page-header";
import { toast } from "@onepercent/ui/toaster";
import { messages } from "@onepercent/validators/messages/common";
import { ListChecks, Plus, RotateCcw, Sparkles } from "lucide-react";
import { useState } from "react";
import { trpc } from "../../lib/trpc";
import { ConfirmDialog } from "../common/confirm-dialog";
import { confirmProgress } from "../common/confirm-progress";
import { StatusNote } from "../common/form-parts";
import { ActionCard } from "./action-card";
import { trackHabit } from "./analytics";
import { type DialogKind, editableDaysOf } from "./checklist-parts";
import { formatLongDate } from "./format";
import { EditHabitDialog, NoteDialog } from "./habit-dialogs";
import { EMPTY_HABIT, HabitForm } from "./habit-form";
import { HistoryDialog } from "./history-dialog";
import type { ChecklistAction, ChecklistDay } from "./types";
import { useHabitDayToggle } from "./use-habit-day";
import { WeekSummary } from "./week-summary";
import { WeekTable } from "./week-table";

type DialogState = { kind: DialogKind; action: ChecklistAction } | { kind: "reset" } | null;

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

  const open = (kind: DialogKind, action: ChecklistAction) => {
    remove.reset();
    setDialog({ kind, action });
  };
  const rowProps = { list, onToggle: toggle, onOpen: open };

  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={formatLongDate(list.today)}
        title="Daily Success Checklist"
        description="Small actions, every day. Tap today to check it off."
        actions={
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
        }
      />

      {banner ? (
        <StatusNote icon={Sparkles} banner>
          {messages.habitFirstCheck}
        </StatusNote>
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
              failedMessage={messages.habitAddFailed}
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
            const choices = [{ date: list.today, label: "Today", note: today?.note ?? null }];
            // The previous day takes a note only if the action existed then.
            if (yesterday && !yesterday.beforeStart) {
              choices.push({ date: list.yesterday, label: "Yesterday", note: yesterday.note });
            }
            return choices;
          })()}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === "delete" ? (
        <ConfirmDialog
          title="Delete this action?"
          description={`"${dialog.action.action}" and its check-ins will be deleted. This cannot be undone.`}
          confirmLabel="Delete"
          {...confirmProgress(remove, messages.habitDeleteFailed)}
          onConfirm={() => remove.mutate({ id: dialog.action.id })}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === "reset" ? (
        <ConfirmDialog
          title="Reset all actions?"
          description="Every check of this week goes back to not done. Earlier weeks and your notes are kept."
          confirmLabel="Reset All"
          {...confirmProgress(reset, messages.habitResetFailed)}
          onConfirm={() => reset.mutate()}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}
