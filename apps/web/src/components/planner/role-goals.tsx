import { Button } from "@onepercent/ui/button";
import { Card, CardTitle } from "@onepercent/ui/card";
import { PageHeader } from "@onepercent/ui/page-header";
import { toast } from "@onepercent/ui/toaster";
import { messages } from "@onepercent/validators/messages/common";
import { Link } from "@tanstack/react-router";
import { CalendarDays, Plus, Target } from "lucide-react";
import { useState } from "react";
import { trpc } from "../../lib/trpc";
import { ConfirmDialog } from "../common/confirm-dialog";
import { RoleGoalForm } from "./role-goal-form";
import { EditDeleteButtons, LeaveGuard, reasonOf, trackPlanner, useDirtyForms } from "./shared";

interface RoleGoal {
  id: string;
  role: string;
  goal: string;
}

/** Roles and goals, the quarterly goals (planning-and-reflection.md §2.7). */
export function RolesAndGoals() {
  const [items] = trpc.planner.roleGoals.list.useSuspenseQuery(undefined);
  const utils = trpc.useUtils();
  const { dirty, mark } = useDirtyForms();
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<RoleGoal | null>(null);

  const refresh = () => {
    void utils.planner.roleGoals.list.invalidate();
    void utils.planner.daily.invalidate();
    void utils.planner.twoWeek.invalidate();
  };
  /** After a change: track `event`, say `message`, close what `close` closes, then reload. */
  const after = (event: string, message: string, close?: () => void) => ({
    onSuccess: () => {
      trackPlanner("roleGoals", event);
      toast.success(message);
      close?.();
      refresh();
    },
  });
  const create = trpc.planner.roleGoals.create.useMutation(after("add", messages.roleGoalAdded));
  const update = trpc.planner.roleGoals.update.useMutation(
    after("edit", messages.roleGoalUpdated, () => setEditing(null)),
  );
  const remove = trpc.planner.roleGoals.delete.useMutation(
    after("delete", messages.roleGoalDeleted, () => setDeleting(null)),
  );

  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow="Quarterly Goals"
        title="Roles and Goals"
        description="Name the roles you play and the goal you are chasing in each this quarter."
        actions={
          items.length > 0 ? (
            <div className="flex flex-wrap gap-2">
              <Button asChild variant="secondary">
                <Link to="/daily-planner">
                  <CalendarDays aria-hidden />
                  Plan today
                </Link>
              </Button>
            </div>
          ) : null
        }
      />

      {items.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 py-10 text-center">
          <Target className="size-10 text-brand-600" aria-hidden />
          <p className="font-medium text-ink">{messages.roleGoalsEmpty}</p>
        </Card>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" aria-label="Roles and goals">
          {items.map((item) => (
            <li key={item.id}>
              <Card className="h-full">
                {editing === item.id ? (
                  <RoleGoalForm
                    initial={{ role: item.role, goal: item.goal }}
                    submitLabel="Save"
                    pending={update.isPending}
                    error={update.error ? `${messages.roleGoalUpdateFailed}: ${reasonOf(update.error)}` : null}
                    onSubmit={(data) => update.mutateAsync({ id: item.id, data })}
                    onCancel={() => setEditing(null)}
                    dirtyKey={`edit-${item.id}`}
                    markDirty={mark}
                  />
                ) : (
                  <div className="flex items-start justify-between gap-3">
                    <dl className="min-w-0 space-y-2">
                      <div>
                        <dt className="font-medium text-slate-600 text-xs uppercase tracking-wide">Category</dt>
                        <dd className="break-words font-semibold text-ink">{item.role}</dd>
                      </div>
                      <div>
                        <dt className="font-medium text-slate-600 text-xs uppercase tracking-wide">Goal</dt>
                        <dd className="break-words text-slate-800">{item.goal}</dd>
                      </div>
                    </dl>
                    <div className="flex shrink-0 gap-1">
                      <EditDeleteButtons
                        name={item.role}
                        onEdit={() => {
                          update.reset();
                          setEditing(item.id);
                        }}
                        onDelete={() => {
                          remove.reset();
                          setDeleting(item);
                        }}
                      />
                    </div>
                  </div>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}

      <Card aria-labelledby="add-role-goal-title">
        <CardTitle id="add-role-goal-title" className="flex items-center gap-2">
          <Plus className="size-5 text-brand-600" aria-hidden />
          Add New Goals
        </CardTitle>
        <div className="mt-4">
          <RoleGoalForm
            initial={{ role: "", goal: "" }}
            submitLabel="Add Goal"
            pending={create.isPending}
            error={create.error ? `${messages.roleGoalAddFailed}: ${reasonOf(create.error)}` : null}
            onSubmit={(input) => create.mutateAsync(input)}
            dirtyKey="add"
            markDirty={mark}
            resetOnSuccess
          />
        </div>
      </Card>

      {deleting ? (
        <ConfirmDialog
          title="Delete this role and goal?"
          description={`"${deleting.role}: ${deleting.goal}" and the objectives and tasks planned for it will be deleted.`}
          confirmLabel="Delete"
          pending={remove.isPending}
          error={remove.error ? messages.roleGoalDeleteFailed : null}
          onConfirm={() => remove.mutate({ id: deleting.id })}
          onClose={() => setDeleting(null)}
        />
      ) : null}
      <LeaveGuard dirty={dirty} />
    </div>
  );
}
