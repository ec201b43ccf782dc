import { Button } from "@onepercent/ui/button";
import { Card, CardTitle } from "@onepercent/ui/card";
import { TextField } from "@onepercent/ui/field";
import { PageHeader } from "@onepercent/ui/page-header";
import { toast } from "@onepercent/ui/toaster";
import { addDays } from "@onepercent/validators/calendar";
import { messages } from "@onepercent/validators/messages/common";
import { keepPreviousData } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { CalendarRange, ChevronLeft, ChevronRight, Flag } from "lucide-react";
import { useState } from "react";
import { formatFullDate } from "../../lib/calendar-format";
import { todayInBrowser } from "../../lib/today";
import { trpc } from "../../lib/trpc";
import { FormAlert } from "../common/form-parts";
import { CheckInCard } from "./check-in-card";
import { PlannerGroups } from "./planner-groups";
import { formatRange, LeaveGuard, reasonOf, trackPlanner, useDirtyForms } from "./shared";
import { type PlannerTaskItem, TaskRows, TextLineForm } from "./task-list";

/** The daily planner (planning-and-reflection.md §2.9): a chosen date's tasks under each role-goal. */
export function DailyPlanner() {
  const [date, setDate] = useState(todayInBrowser);
  const [dateInput, setDateInput] = useState(date);
  const query = trpc.planner.daily.useQuery({ date }, { placeholderData: keepPreviousData });
  const utils = trpc.useUtils();
  const { dirty, mark } = useDirtyForms();

  const create = trpc.planner.tasks.createDaily.useMutation({
    onSuccess: () => {
      trackPlanner("daily", "add task");
      void utils.planner.daily.invalidate({ date });
    },
  });
  const update = trpc.planner.tasks.update.useMutation({
    onMutate: async ({ id, data }) => {
      await utils.planner.daily.cancel({ date });
      const previous = utils.planner.daily.getData({ date });
      utils.planner.daily.setData({ date }, (current) =>
        current
          ? {
              ...current,
              groups: current.groups.map((group) => ({
                ...group,
                tasks: group.tasks.map((task) => (task.id === id ? { ...task, ...data } : task)),
              })),
            }
          : current,
      );
      return { previous };
    },
    onError: (error, _input, context) => {
      if (context?.previous) utils.planner.daily.setData({ date }, context.previous);
      toast.error(`${messages.plannerTaskUpdateFailed}: ${reasonOf(error)}`);
    },
    onSuccess: (task) => trackPlanner("daily", task.completed ? "complete task" : "reopen task"),
    onSettled: () => void utils.planner.daily.invalidate({ date }),
  });

  const go = (next: string) => {
    setDate(next);
    setDateInput(next);
  };
  const toggle = (task: PlannerTaskItem) => update.mutate({ id: task.id, data: { completed: !task.completed } });

  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={formatFullDate(date)}
        title="Daily Planner"
        description="Plan today's tasks against the goals that matter."
        actions={
          <div className="flex flex-wrap items-end gap-2">
            <Button variant="secondary" size="icon" aria-label="Previous day" onClick={() => go(addDays(date, -1))}>
              <ChevronLeft aria-hidden />
            </Button>
            <TextField
              id="planner-date"
              label="Date"
              type="date"
              value={dateInput}
              onChange={(event) => {
                setDateInput(event.target.value);
                if (event.target.value) setDate(event.target.value);
              }}
              className="w-40"
            />
            <Button variant="secondary" size="icon" aria-label="Next day" onClick={() => go(addDays(date, 1))}>
              <ChevronRight aria-hidden />
            </Button>
            <Button variant="ghost" onClick={() => go(todayInBrowser())}>
              Today
            </Button>
          </div>
        }
        layout="below"
      />

      <CheckInCard date={date} />

      <PlannerGroups
        query={query}
        failedMessage={messages.plannerFetchTasksFailed}
        renderGroup={(group) => (
          <Card key={group.roleGoal.id} aria-labelledby={`group-${group.roleGoal.id}`}>
            <p className="font-medium text-brand-700 text-xs uppercase tracking-wide">{group.roleGoal.role}</p>
            <CardTitle id={`group-${group.roleGoal.id}`} className="break-words">
              {group.roleGoal.goal}
            </CardTitle>
            {group.objectives.length > 0 ? (
              <div className="mt-3 space-y-1">
                <h3 className="font-medium text-slate-600 text-xs uppercase tracking-wide">Objectives</h3>
                <ul className="space-y-1">
                  {group.objectives.map((objective) => (
                    <li key={objective.id} className="flex items-start gap-2 text-sm">
                      <Flag className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
                      <span className={objective.completed ? "text-slate-500 line-through" : "text-slate-800"}>
                        {objective.objective}
                        <span className="ml-1 text-slate-600">
                          ({formatRange(objective.startDate, objective.endDate)})
                        </span>
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <div className="mt-3">
              <h3 className="font-medium text-slate-600 text-xs uppercase tracking-wide">Tasks</h3>
              {group.tasks.length === 0 ? (
                <p className="py-2 text-slate-600 text-sm">No tasks for this day yet.</p>
              ) : (
                <TaskRows tasks={group.tasks} onToggle={toggle} />
              )}
            </div>
            <div className="mt-3">
              <TextLineForm
                label={`New task for ${group.roleGoal.role}`}
                placeholder="Add a task"
                submitLabel={`Add task for ${group.roleGoal.role}`}
                pending={create.isPending && create.variables?.roleGoalId === group.roleGoal.id}
                error={
                  create.error && create.variables?.roleGoalId === group.roleGoal.id
                    ? `${messages.plannerTaskAddFailed}: ${reasonOf(create.error)}`
                    : null
                }
                onSubmit={(task) => create.mutateAsync({ roleGoalId: group.roleGoal.id, task, date, completed: false })}
                dirtyKey={`task-${group.roleGoal.id}`}
                markDirty={mark}
              />
            </div>
          </Card>
        )}
      />
      {query.isError && query.data ? <FormAlert message={messages.plannerFetchTasksFailed} /> : null}
      <p className="text-slate-600 text-sm">
        Planning further ahead?{" "}
        <Link to="/two-week-planner" className="font-medium text-brand-700 underline-offset-2 hover:underline">
          <CalendarRange className="mr-1 inline size-4" aria-hidden />
          Open the two-week planner
        </Link>
      </p>
      <LeaveGuard dirty={dirty} />
    </div>
  );
}
