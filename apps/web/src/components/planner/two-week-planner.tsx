import { Button } from "@onepercent/ui/button";
import { Card, CardTitle } from "@onepercent/ui/card";
import { Checkbox } from "@onepercent/ui/checkbox";
import { cn } from "@onepercent/ui/cn";
import { TextField } from "@onepercent/ui/field";
import { toast } from "@onepercent/ui/toaster";
import { messages } from "@onepercent/validators/messages";
import { CreateObjectiveInput, OBJECTIVE_MAX, TwoWeekPlannerInput, twoWeekEnd } from "@onepercent/validators/planner";
import { keepPreviousData } from "@tanstack/react-query";
import { Pencil, Plus, Trash2, X } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { todayInBrowser } from "../../lib/today";
import { trpc } from "../../lib/trpc";
import { FormAlert, FormButtons } from "../common/form-parts";
import { ConfirmDialog } from "../habits/habit-dialogs";
import { fieldErrors, type PlannerFormProps, useReportDirty } from "./form-state";
import { PlannerGroups } from "./planner-groups";
import { formatRange, LeaveGuard, reasonOf, trackPlanner, useDirtyForms } from "./shared";
import { type PlannerTaskItem, TaskRows, TextLineForm } from "./task-list";

const OBJECTIVE_FIELDS = ["roleGoalId", "objective", "startDate", "endDate"] as const;
type ObjectiveValues = { objective: string; startDate: string; endDate: string };
interface ObjectiveItem extends ObjectiveValues {
  id: string;
  completed: boolean;
}
type Confirming = { kind: "objective"; item: ObjectiveItem } | { kind: "task"; item: PlannerTaskItem } | null;

/** An objective's text and dates, checked with the server's schema (§5 messages) before sending. */
function ObjectiveForm({
  roleGoalId,
  initial,
  ...form
}: PlannerFormProps<ObjectiveValues> & { roleGoalId: string; initial: ObjectiveValues }) {
  const { onCancel } = form;
  const id = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<(typeof OBJECTIVE_FIELDS)[number], string>>>({});
  const dirty =
    values.objective !== initial.objective ||
    (onCancel !== undefined && (values.startDate !== initial.startDate || values.endDate !== initial.endDate));
  useReportDirty(form, dirty);
  // A new range moves an untouched add form's dates along with it.
  useEffect(() => {
    if (onCancel === undefined) {
      setValues((current) => ({ ...current, startDate: initial.startDate, endDate: initial.endDate }));
    }
  }, [initial.startDate, initial.endDate, onCancel]);

  const set = (key: keyof ObjectiveValues, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreateObjectiveInput.safeParse({ roleGoalId, ...values });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues, OBJECTIVE_FIELDS));
      return;
    }
    setErrors({});
    try {
      await form.onSubmit({
        objective: parsed.data.objective,
        startDate: parsed.data.startDate,
        endDate: parsed.data.endDate,
      });
      if (onCancel === undefined) setValues((current) => ({ ...current, objective: "" }));
    } catch {
      // The message shows below; the content stays for another try.
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <TextField
        id={`${id}-objective`}
        label="Objective"
        placeholder="e.g. Land 70% of first serves"
        value={values.objective}
        maxLength={OBJECTIVE_MAX}
        onChange={(event) => set("objective", event.target.value)}
        error={errors.objective}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id={`${id}-start`}
          label="Start date"
          type="date"
          value={values.startDate}
          onChange={(event) => set("startDate", event.target.value)}
          error={errors.startDate}
        />
        <TextField
          id={`${id}-end`}
          label="End date"
          type="date"
          value={values.endDate}
          onChange={(event) => set("endDate", event.target.value)}
          error={errors.endDate}
        />
      </div>
      <FormAlert message={errors.roleGoalId ?? form.error} />
      <FormButtons form={form} submitIcon={onCancel ? null : <Plus aria-hidden />} cancelIcon={<X aria-hidden />} />
    </form>
  );
}

/** The two-week planner (planning-and-reflection.md §2.9): objectives and tasks per role-goal over a range. */
export function TwoWeekPlanner() {
  const [range, setRange] = useState(() => {
    const startDate = todayInBrowser();
    return { startDate, endDate: twoWeekEnd(startDate) };
  });
  const [shown, setShown] = useState(range);
  const parsedRange = TwoWeekPlannerInput.safeParse(range);
  /** A valid range is shown at once; an invalid one keeps the last valid range and says why. */
  const changeRange = (next: { startDate: string; endDate: string }) => {
    setRange(next);
    const parsed = TwoWeekPlannerInput.safeParse(next);
    if (parsed.success) setShown(parsed.data);
  };
  const rangeError = parsedRange.success ? null : (parsedRange.error.issues[0]?.message ?? null);

  const query = trpc.planner.twoWeek.useQuery(shown, { placeholderData: keepPreviousData });
  const utils = trpc.useUtils();
  const { dirty, mark } = useDirtyForms();
  const [editing, setEditing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);

  const refresh = () => {
    void utils.planner.twoWeek.invalidate();
    void utils.planner.daily.invalidate();
  };
  const addObjective = trpc.planner.objectives.create.useMutation({
    onSuccess: () => {
      trackPlanner("twoWeek", "add objective");
      refresh();
    },
  });
  const editObjective = trpc.planner.objectives.update.useMutation({
    onSuccess: () => {
      trackPlanner("twoWeek", "edit objective");
      setEditing(null);
      refresh();
    },
  });
  const completeObjective = trpc.planner.objectives.update.useMutation({
    onSuccess: (objective) => trackPlanner("twoWeek", objective.completed ? "complete objective" : "reopen objective"),
    onError: () => toast.error(messages.plannerObjectiveCompleteFailed),
    onSettled: refresh,
  });
  const removeObjective = trpc.planner.objectives.delete.useMutation({
    onSuccess: () => {
      trackPlanner("twoWeek", "delete objective");
      setConfirming(null);
      refresh();
    },
  });
  const addTask = trpc.planner.tasks.createRange.useMutation({
    onSuccess: () => {
      trackPlanner("twoWeek", "add task");
      refresh();
    },
  });
  const editTask = trpc.planner.tasks.update.useMutation({
    onSuccess: () => {
      trackPlanner("twoWeek", "edit task");
      setEditing(null);
      refresh();
    },
  });
  const toggleTask = trpc.planner.tasks.update.useMutation({
    onSuccess: (task) => trackPlanner("twoWeek", task.completed ? "complete task" : "reopen task"),
    onError: () => toast.error(messages.plannerTaskUpdateFailed),
    onSettled: refresh,
  });
  const removeTask = trpc.planner.tasks.delete.useMutation({
    onSuccess: () => {
      trackPlanner("twoWeek", "delete task");
      setConfirming(null);
      refresh();
    },
  });

  const startEditing = (key: string) => {
    editObjective.reset();
    editTask.reset();
    setEditing(key);
  };

  return (
    <div className="space-y-6">
      <header className="space-y-4">
        <div>
          <p className="font-medium text-brand-700 text-sm">{formatRange(shown.startDate, shown.endDate)}</p>
          <h1 className="mt-1 font-bold text-3xl text-ink tracking-tight">Two-Week Planner</h1>
          <p className="mt-2 text-slate-700">Set objectives for the next two weeks and the tasks that get you there.</p>
        </div>
        <div className="grid max-w-md grid-cols-2 gap-3">
          <TextField
            id="range-start"
            label="Start date"
            type="date"
            value={range.startDate}
            onChange={(event) => {
              const startDate = event.target.value;
              changeRange({ startDate, endDate: startDate ? twoWeekEnd(startDate) : range.endDate });
            }}
          />
          <TextField
            id="range-end"
            label="End date"
            type="date"
            value={range.endDate}
            onChange={(event) => changeRange({ ...range, endDate: event.target.value })}
          />
        </div>
        <FormAlert message={rangeError} />
      </header>

      <PlannerGroups
        query={query}
        failedMessage={messages.plannerFetchObjectivesFailed}
        renderGroup={(group) => {
          const roleGoalId = group.roleGoal.id;
          const role = group.roleGoal.role;
          return (
            <Card key={roleGoalId} aria-labelledby={`fortnight-${roleGoalId}`} className="space-y-4">
              <div>
                <p className="font-medium text-brand-700 text-xs uppercase tracking-wide">{role}</p>
                <CardTitle id={`fortnight-${roleGoalId}`} className="break-words">
                  {group.roleGoal.goal}
                </CardTitle>
              </div>

              <section aria-label={`Objectives for ${role}`} className="space-y-2">
                <h3 className="font-medium text-slate-600 text-xs uppercase tracking-wide">Objectives</h3>
                {group.objectives.length === 0 ? (
                  <p className="text-slate-600 text-sm">No objectives in this range yet.</p>
                ) : (
                  <ul className="divide-y divide-slate-100">
                    {group.objectives.map((objective) => (
                      <li key={objective.id} className="py-2">
                        {editing === `objective-${objective.id}` ? (
                          <ObjectiveForm
                            roleGoalId={roleGoalId}
                            initial={objective}
                            submitLabel="Save"
                            pending={editObjective.isPending}
                            error={
                              editObjective.error
                                ? `${messages.plannerObjectiveUpdateFailed}: ${reasonOf(editObjective.error)}`
                                : null
                            }
                            onSubmit={(data) => editObjective.mutateAsync({ id: objective.id, data })}
                            onCancel={() => setEditing(null)}
                            dirtyKey={`edit-objective-${objective.id}`}
                            markDirty={mark}
                          />
                        ) : (
                          <div className="flex items-center gap-3">
                            <Checkbox
                              checked={objective.completed}
                              onCheckedChange={() =>
                                completeObjective.mutate({
                                  id: objective.id,
                                  data: { completed: !objective.completed },
                                })
                              }
                              aria-label={`${objective.completed ? "Mark not done" : "Mark done"}: ${objective.objective}`}
                            />
                            <div className="min-w-0 flex-1">
                              <p
                                className={cn(
                                  "break-words text-ink",
                                  objective.completed && "text-slate-500 line-through",
                                )}
                              >
                                {objective.objective}
                              </p>
                              <p className="text-slate-600 text-xs">
                                {formatRange(objective.startDate, objective.endDate)}
                              </p>
                            </div>
                            <Button
                              variant="ghost"
                              size="icon"
                              aria-label={`Edit objective ${objective.objective}`}
                              onClick={() => startEditing(`objective-${objective.id}`)}
                            >
                              <Pencil aria-hidden />
                            </Button>
                            <Button
                              variant="ghost"
                              size="icon"
                              aria-label={`Delete objective ${objective.objective}`}
                              onClick={() => {
                                removeObjective.reset();
                                setConfirming({ kind: "objective", item: objective });
                              }}
                            >
                              <Trash2 aria-hidden />
                            </Button>
                          </div>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
                <details className="rounded-xl border border-slate-200 px-3 py-2">
                  <summary className="cursor-pointer font-medium text-brand-700 text-sm">
                    Add objective for {role}
                  </summary>
                  <div className="mt-3">
                    <ObjectiveForm
                      roleGoalId={roleGoalId}
                      initial={{ objective: "", startDate: shown.startDate, endDate: shown.endDate }}
                      submitLabel="Add Objective"
                      pending={addObjective.isPending && addObjective.variables?.roleGoalId === roleGoalId}
                      error={
                        addObjective.error && addObjective.variables?.roleGoalId === roleGoalId
                          ? `${messages.plannerObjectiveAddFailed}: ${reasonOf(addObjective.error)}`
                          : null
                      }
                      onSubmit={(values) => addObjective.mutateAsync({ roleGoalId, ...values, completed: false })}
                      dirtyKey={`objective-${roleGoalId}`}
                      markDirty={mark}
                    />
                  </div>
                </details>
              </section>

              <section aria-label={`Tasks for ${role}`} className="space-y-2">
                <h3 className="font-medium text-slate-600 text-xs uppercase tracking-wide">Tasks</h3>
                {group.tasks.length === 0 ? (
                  <p className="text-slate-600 text-sm">No tasks in this range yet.</p>
                ) : (
                  <>
                    <TaskRows
                      tasks={group.tasks.filter((task) => editing !== `task-${task.id}`)}
                      onToggle={(task) => toggleTask.mutate({ id: task.id, data: { completed: !task.completed } })}
                      onEdit={(task) => startEditing(`task-${task.id}`)}
                      onDelete={(task) => {
                        removeTask.reset();
                        setConfirming({ kind: "task", item: task });
                      }}
                      detail={(task) => {
                        const found = group.tasks.find((candidate) => candidate.id === task.id);
                        return found?.startDate && found.endDate ? formatRange(found.startDate, found.endDate) : null;
                      }}
                    />
                    {group.tasks
                      .filter((task) => editing === `task-${task.id}`)
                      .map((task) => (
                        <TextLineForm
                          key={task.id}
                          label={`Edit task ${task.task}`}
                          initial={task.task}
                          submitLabel="Save task"
                          pending={editTask.isPending}
                          error={
                            editTask.error ? `${messages.plannerTaskUpdateFailed}: ${reasonOf(editTask.error)}` : null
                          }
                          onSubmit={(text) => editTask.mutateAsync({ id: task.id, data: { task: text } })}
                          onCancel={() => setEditing(null)}
                          dirtyKey={`edit-task-${task.id}`}
                          markDirty={mark}
                        />
                      ))}
                  </>
                )}
                <TextLineForm
                  label={`New task for ${role}`}
                  placeholder="Add a task for these two weeks"
                  submitLabel={`Add task for ${role}`}
                  pending={addTask.isPending && addTask.variables?.roleGoalId === roleGoalId}
                  error={
                    addTask.error && addTask.variables?.roleGoalId === roleGoalId
                      ? `${messages.plannerTaskAddFailed}: ${reasonOf(addTask.error)}`
                      : null
                  }
                  onSubmit={(task) =>
                    addTask.mutateAsync({
                      roleGoalId,
                      task,
                      startDate: shown.startDate,
                      endDate: shown.endDate,
                      completed: false,
                    })
                  }
                  dirtyKey={`task-${roleGoalId}`}
                  markDirty={mark}
                />
              </section>
            </Card>
          );
        }}
      />

      {confirming?.kind === "objective" ? (
        <ConfirmDialog
          title="Delete this objective?"
          description={`"${confirming.item.objective}" will be deleted.`}
          confirmLabel="Delete"
          pending={removeObjective.isPending}
          error={removeObjective.error ? messages.plannerObjectiveDeleteFailed : null}
          onConfirm={() => removeObjective.mutate({ id: confirming.item.id })}
          onClose={() => setConfirming(null)}
        />
      ) : null}
      {confirming?.kind === "task" ? (
        <ConfirmDialog
          title="Delete this task?"
          description={`"${confirming.item.task}" will be deleted.`}
          confirmLabel="Delete"
          pending={removeTask.isPending}
          error={removeTask.error ? messages.plannerTaskDeleteFailed : null}
          onConfirm={() => removeTask.mutate({ id: confirming.item.id })}
          onClose={() => setConfirming(null)}
        />
      ) : null}
      <LeaveGuard dirty={dirty} />
    </div>
  );
}
