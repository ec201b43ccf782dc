import { Button } from "@onepercent/ui/button";
import { Card } from "@onepercent/ui/card";
import { Link } from "@tanstack/react-router";
import { Target } from "lucide-react";
import type { ReactNode } from "react";
import { RetryCard } from "../common/load-failed";

/** Without a role-goal there is nothing to plan against yet. */
function NoRoleGoals() {
  return (
    <Card className="flex flex-col items-center gap-3 py-10 text-center">
      <Target className="size-10 text-brand-600" aria-hidden />
      <p className="font-medium text-ink">Add a role and goal first, then plan your tasks against it.</p>
      <Button asChild>
        <Link to="/roles-and-goals">Add roles and goals</Link>
      </Button>
    </Card>
  );
}

/**
 * A planner's role-goal groups in a grid (planning-and-reflection.md §2.9): until they load,
 * the failure with a retry (§8) or "Loading…"; without any role-goal, NoRoleGoals.
 */
export function PlannerGroups<G>({
  query,
  failedMessage,
  renderGroup,
}: {
  query: {
    data: { groups: readonly G[] } | undefined;
    isError: boolean;
    isFetching: boolean;
    refetch: () => Promise<unknown>;
  };
  /** Shown when the first load fails. */
  failedMessage: string;
  /** One group's card, with its key. */
  renderGroup: (group: G) => ReactNode;
}) {
  if (query.isError && !query.data) return <RetryCard message={failedMessage} onRetry={() => void query.refetch()} />;
  if (!query.data) return <p className="text-slate-600">Loading…</p>;
  if (query.data.groups.length === 0) return <NoRoleGoals />;
  return (
    <div className="grid gap-4 lg:grid-cols-2" aria-busy={query.isFetching}>
      {query.data.groups.map(renderGroup)}
    </div>
  );
}
