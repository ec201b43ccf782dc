import { toast } from "@onepercent/ui/toaster";
import { messages } from "@onepercent/validators/messages/common";
import { useState } from "react";
import { trpc } from "../../lib/trpc";
import type { ObjectiveItem } from "./objective-form";
import { trackPlanner } from "./shared";
import type { PlannerTaskItem } from "./task-list";

export type Confirming = { kind: "objective"; item: ObjectiveItem } | { kind: "task"; item: PlannerTaskItem } | null;

/**
 * Every change the two-week planner makes, and what follows each: the event it tracks, closing
 * the edit form or the delete dialog, and reloading both planners (a two-week task shows on the
 * daily planner too).
 */
export function useTwoWeekActions() {
  const utils = trpc.useUtils();
  const [editing, setEditing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const refresh = () => {
    void utils.planner.twoWeek.invalidate();
    void utils.planner.daily.invalidate();
  };
  /** After a change: track `event`, then close what `closes` names, then reload. */
  const after = (event: string, closes: "nothing" | "editor" | "dialog" = "nothing") => ({
    onSuccess: () => {
      trackPlanner("twoWeek", event);
      if (closes === "editor") setEditing(null);
      if (closes === "dialog") setConfirming(null);
      refresh();
    },
  });
  /** A check box: tracks done or reopened, says so when it fails, reloads either way. */
  const toggled = (done: string, reopened: string, failed: string) => ({
    onSuccess: ({ completed }: { completed: boolean }) => trackPlanner("twoWeek", completed ? done : reopened),
    onError: () => toast.error(failed),
    onSettled: refresh,
  });

  /** The above for each change of one kind: add, edit, the check box and delete. */
  const optionsFor = (kind: "objective" | "task", toggleFailed: string) => ({
    add: after(`add ${kind}`),
    edit: after(`edit ${kind}`, "editor"),
    toggle: toggled(`complete ${kind}`, `reopen ${kind}`, toggleFailed),
    remove: after(`delete ${kind}`, "dialog"),
  });
  const objective = optionsFor("objective", messages.plannerObjectiveCompleteFailed);
  const task = optionsFor("task", messages.plannerTaskUpdateFailed);

  const objectives = {
    add: trpc.planner.objectives.create.useMutation(objective.add),
    edit: trpc.planner.objectives.update.useMutation(objective.edit),
    toggle: trpc.planner.objectives.update.useMutation(objective.toggle),
    remove: trpc.planner.objectives.delete.useMutation(objective.remove),
  };
  const tasks = {
    add: trpc.planner.tasks.createRange.useMutation(task.add),
    edit: trpc.planner.tasks.update.useMutation(task.edit),
    toggle: trpc.planner.tasks.update.useMutation(task.toggle),
    remove: trpc.planner.tasks.delete.useMutation(task.remove),
  };

  return {
    objectives,
    tasks,
    editing,
    /** Opens one edit form (closing any other) with no old error showing. */
    startEditing: (key: string) => {
      objectives.edit.reset();
      tasks.edit.reset();
      setEditing(key);
    },
    stopEditing: () => setEditing(null),
    confirming,
    confirm: (next: Confirming) => {
      objectives.remove.reset();
      tasks.remove.reset();
      setConfirming(next);
    },
  };
}

export type TwoWeekActions = ReturnType<typeof useTwoWeekActions>;
