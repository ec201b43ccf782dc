import { Card, CardTitle } from "@onepercent/ui/card";
import { TextField } from "@onepercent/ui/field";
import { PageHeader } from "@onepercent/ui/page-header";
import { messages } from "@onepercent/validators/messages/common";
import { TwoWeekPlannerInput, twoWeekEnd } from "@onepercent/validators/planner";
import { keepPreviousData } from "@tanstack/react-query";
import { useState } from "react";
import { checkValue } from "../../lib/check-value";
import { todayInBrowser } from "../../lib/today";
import { trpc } from "../../lib/trpc";
import { ConfirmDialog } from "../common/confirm-dialog";
import { FormAlert } from "../common/form-parts";
import { FortnightTasks } from "./fortnight-tasks";
import { ObjectiveSection } from "./objective-section";
import { PlannerGroups } from "./planner-groups";
import { formatRange, LeaveGuard, useDirtyForms } from "./shared";
import { type TwoWeekActions, useTwoWeekActions } from "./use-two-week-actions";

/** The two-week planner (planning-and-reflection.md §2.9): objectives and tasks per role-goal over a range. */
export function TwoWeekPlanner() {
  const [range, setRange] = useState(() => {
    const startDate = todayInBrowser();
    return { startDate, endDate: twoWeekEnd(startDate) };
  });
  const [shown, setShown] = useState(range);
  /** A valid range is shown at once; an invalid one keeps the last valid range and says why. */
  const changeRange = (next: { startDate: string; endDate: string }) => {
    setRange(next);
    const checked = checkValue(TwoWeekPlannerInput, next);
    if (checked.ok) setShown(checked.data);
  };
  const rangeError = checkValue(TwoWeekPlannerInput, range).problem;

  const query = trpc.planner.twoWeek.useQuery(shown, { placeholderData: keepPreviousData });
  const { dirty, mark } = useDirtyForms();
  const actions = useTwoWeekActions();

  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={formatRange(shown.startDate, shown.endDate)}
        title="Two-Week Planner"
        description="Set objectives for the next two weeks and the tasks that get you there."
        actions={
          <>
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
          </>
        }
        layout="below"
      />

      <PlannerGroups
        query={query}
        failedMessage={messages.plannerFetchObjectivesFailed}
        renderGroup={(group) => {
          const roleGoalId = group.roleGoal.id;
          return (
            <Card key={roleGoalId} aria-labelledby={`fortnight-${roleGoalId}`} className="space-y-4">
              <div>
                <p className="font-medium text-brand-700 text-xs uppercase tracking-wide">{group.roleGoal.role}</p>
                <CardTitle id={`fortnight-${roleGoalId}`} className="break-words">
                  {group.roleGoal.goal}
                </CardTitle>
              </div>

              <ObjectiveSection group={group} range={shown} actions={actions} markDirty={mark} />
              <FortnightTasks group={group} range={shown} actions={actions} markDirty={mark} />
            </Card>
          );
        }}
      />

      <ConfirmDelete actions={actions} />
      <LeaveGuard dirty={dirty} />
    </div>
  );
}

/** "Delete this objective?" or "Delete this task?" while one is being confirmed. */
function ConfirmDelete({ actions }: { actions: TwoWeekActions }) {
  const { confirming } = actions;
  if (!confirming) return null;
  const { remove, text, failed } =
    confirming.kind === "objective"
      ? {
          remove: actions.objectives.remove,
          text: confirming.item.objective,
          failed: messages.plannerObjectiveDeleteFailed,
        }
      : { remove: actions.tasks.remove, text: confirming.item.task, failed: messages.plannerTaskDeleteFailed };
  return (
    <ConfirmDialog
      title={`Delete this ${confirming.kind}?`}
      description={`"${text}" will be deleted.`}
      confirmLabel="Delete"
      pending={remove.isPending}
      error={remove.error ? failed : null}
      onConfirm={() => remove.mutate({ id: confirming.item.id })}
      onClose={() => actions.confirm(null)}
    />
  );
}
