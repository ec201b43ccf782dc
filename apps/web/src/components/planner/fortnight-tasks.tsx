import { messages } from "@onepercent/validators/messages/common";
import type { SectionProps } from "./objective-section";
import { formatRange, reasonOf } from "./shared";
import { TaskRows, TextLineForm } from "./task-list";

/** A role-goal's tasks over the range: done, edit and delete in place, and the add line. */
export function FortnightTasks({ group, range, actions, markDirty }: SectionProps) {
  const roleGoalId = group.roleGoal.id;
  const { role } = group.roleGoal;
  const { add, edit, toggle } = actions.tasks;
  const addingHere = add.variables?.roleGoalId === roleGoalId;
  const editingTask = (id: string) => actions.editing === `task-${id}`;
  return (
    <section aria-label={`Tasks for ${role}`} className="space-y-2">
      <h3 className="font-medium text-slate-600 text-xs uppercase tracking-wide">Tasks</h3>
      {group.tasks.length === 0 ? (
        <p className="text-slate-600 text-sm">No tasks in this range yet.</p>
      ) : (
        <>
          <TaskRows
            tasks={group.tasks.filter((task) => !editingTask(task.id))}
            onToggle={(task) => toggle.mutate({ id: task.id, data: { completed: !task.completed } })}
            onEdit={(task) => actions.startEditing(`task-${task.id}`)}
            onDelete={(task) => actions.confirm({ kind: "task", item: task })}
            detail={(task) => {
              const found = group.tasks.find((candidate) => candidate.id === task.id);
              return found?.startDate && found.endDate ? formatRange(found.startDate, found.endDate) : null;
            }}
          />
          {group.tasks
            .filter((task) => editingTask(task.id))
            .map((task) => (
              <TextLineForm
                key={task.id}
                label={`Edit task ${task.task}`}
                initial={task.task}
                submitLabel="Save task"
                pending={edit.isPending}
                error={edit.error ? `${messages.plannerTaskUpdateFailed}: ${reasonOf(edit.error)}` : null}
                onSubmit={(text) => edit.mutateAsync({ id: task.id, data: { task: text } })}
                onCancel={actions.stopEditing}
                dirtyKey={`edit-task-${task.id}`}
                markDirty={markDirty}
              />
            ))}
        </>
      )}
      <TextLineForm
        label={`New task for ${role}`}
        placeholder="Add a task for these two weeks"
        submitLabel={`Add task for ${role}`}
        pending={add.isPending && addingHere}
        error={add.error && addingHere ? `${messages.plannerTaskAddFailed}: ${reasonOf(add.error)}` : null}
        onSubmit={(task) => add.mutateAsync({ roleGoalId, task, ...range, completed: false })}
        dirtyKey={`task-${roleGoalId}`}
        markDirty={markDirty}
      />
    </section>
  );
}
