import { Checkbox } from "@onepercent/ui/checkbox";
import { cn } from "@onepercent/ui/cn";
import { messages } from "@onepercent/validators/messages/common";
import type { PlannerGroup } from "@onepercent/validators/planner";
import { ObjectiveForm, type ObjectiveItem } from "./objective-form";
import { EditDeleteButtons, formatRange, reasonOf } from "./shared";
import type { TwoWeekActions } from "./use-two-week-actions";

/** What each section of a role-goal's card gets from the page. */
export interface SectionProps {
  group: PlannerGroup;
  range: { startDate: string; endDate: string };
  actions: TwoWeekActions;
  markDirty: (key: string, dirty: boolean) => void;
}

/** One objective: its check box, text and dates, edit and delete. */
function ObjectiveRow({ objective, actions }: { objective: ObjectiveItem; actions: TwoWeekActions }) {
  return (
    <div className="flex items-center gap-3">
      <Checkbox
        checked={objective.completed}
        onCheckedChange={() =>
          actions.objectives.toggle.mutate({ id: objective.id, data: { completed: !objective.completed } })
        }
        aria-label={`${objective.completed ? "Mark not done" : "Mark done"}: ${objective.objective}`}
      />
      <div className="min-w-0 flex-1">
        <p className={cn("break-words text-ink", objective.completed && "text-slate-500 line-through")}>
          {objective.objective}
        </p>
        <p className="text-slate-600 text-xs">{formatRange(objective.startDate, objective.endDate)}</p>
      </div>
      <EditDeleteButtons
        name={`objective ${objective.objective}`}
        onEdit={() => actions.startEditing(`objective-${objective.id}`)}
        onDelete={() => actions.confirm({ kind: "objective", item: objective })}
      />
    </div>
  );
}

/** A role-goal's objectives in the range, each editable in place, and the form that adds one. */
export function ObjectiveSection({ group, range, actions, markDirty }: SectionProps) {
  const roleGoalId = group.roleGoal.id;
  const { role } = group.roleGoal;
  const { add, edit } = actions.objectives;
  const addingHere = add.variables?.roleGoalId === roleGoalId;
  return (
    <section aria-label={`Objectives for ${role}`} className="space-y-2">
      <h3 className="font-medium text-slate-600 text-xs uppercase tracking-wide">Objectives</h3>
      {group.objectives.length === 0 ? (
        <p className="text-slate-600 text-sm">No objectives in this range yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {group.objectives.map((objective) => (
            <li key={objective.id} className="py-2">
              {actions.editing === `objective-${objective.id}` ? (
                <ObjectiveForm
                  roleGoalId={roleGoalId}
                  initial={objective}
                  submitLabel="Save"
                  pending={edit.isPending}
                  error={edit.error ? `${messages.plannerObjectiveUpdateFailed}: ${reasonOf(edit.error)}` : null}
                  onSubmit={(data) => edit.mutateAsync({ id: objective.id, data })}
                  onCancel={actions.stopEditing}
                  dirtyKey={`edit-objective-${objective.id}`}
                  markDirty={markDirty}
                />
              ) : (
                <ObjectiveRow objective={objective} actions={actions} />
              )}
            </li>
          ))}
        </ul>
      )}
      <details className="rounded-xl border border-slate-200 px-3 py-2">
        <summary className="cursor-pointer font-medium text-brand-700 text-sm">Add objective for {role}</summary>
        <div className="mt-3">
          <ObjectiveForm
            roleGoalId={roleGoalId}
            initial={{ objective: "", startDate: range.startDate, endDate: range.endDate }}
            submitLabel="Add Objective"
            pending={add.isPending && addingHere}
            error={add.error && addingHere ? `${messages.plannerObjectiveAddFailed}: ${reasonOf(add.error)}` : null}
            onSubmit={(values) => add.mutateAsync({ roleGoalId, ...values, completed: false })}
            dirtyKey={`objective-${roleGoalId}`}
            markDirty={markDirty}
          />
        </div>
      </details>
    </section>
  );
}
