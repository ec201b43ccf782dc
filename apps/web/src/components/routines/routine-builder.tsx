import { Button } from "@onepercent/ui/button";
import { Card, CardTitle } from "@onepercent/ui/card";
import { PageHeader } from "@onepercent/ui/page-header";
import { toast } from "@onepercent/ui/toaster";
import { offlineMessages } from "@onepercent/validators/messages/offline";
import { routineMessages } from "@onepercent/validators/messages/routines";
import type { CreateRoutineInput } from "@onepercent/validators/routines";
import { CloudOff, ListOrdered, Plus } from "lucide-react";
import { useState } from "react";
import { errorMessage } from "../../lib/form-errors";
import type { RoutineItem } from "../../lib/offline/routine-list";
import { ConfirmDialog } from "../common/confirm-dialog";
import { RetryCard } from "../common/load-failed";
import { Rehearsal } from "./rehearsal";
import { RoutineCard } from "./routine-card";
import { RoutineDetail } from "./routine-detail";
import { RoutineForm } from "./routine-form";
import type { RoutineOverlay } from "./routine-overlay";
import { type ListProblem, useRoutines } from "./use-routines";

/** Beyond the spec's texts: what the page says about the offline copy. */
const OFFLINE_NOTE = "Offline — showing saved routines";

type Open = { kind: RoutineOverlay; routine: RoutineItem } | null;

function ListNote({ problem, onRetry }: { problem: ListProblem; onRetry: () => void }) {
  if (!problem) return null;
  return (
    <p role="status" className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-700 text-sm">
      <CloudOff className="size-4 shrink-0" aria-hidden />
      {problem === "offline" ? OFFLINE_NOTE : routineMessages.loadFailed}
      <Button variant="link" size="sm" onClick={onRetry}>
        Try Again
      </Button>
    </p>
  );
}

/** /routine-builder, 'Performance Routines' (training-and-tools.md §2, §4, §7; issue 14). */
export function RoutineBuilder() {
  const list = useRoutines();
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<Open>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const now = new Date();
  /** The routine as it is now (a rehearsal just counted), or as it was opened when it is gone. */
  const current = (routine: RoutineItem) => list.routines.find((item) => item._id === routine._id) ?? routine;

  /** Opens `kind` over the list for `routine`; the delete question starts without an error. */
  const openOver = (routine: RoutineItem) => (kind: RoutineOverlay) => {
    setDeleteError(null);
    setOpen({ kind, routine });
  };

  const create = async (input: CreateRoutineInput) => {
    const outcome = await list.create(input);
    setCreating(false);
    if (outcome === "saved") toast.success(routineMessages.created);
    else toast.info(offlineMessages.keptToast);
  };
  const confirmDelete = async (routine: RoutineItem) => {
    try {
      await list.remove(routine);
      setOpen(null);
      toast.success(routineMessages.deleted);
    } catch (error) {
      setDeleteError(errorMessage(error, routineMessages.deleteFailed));
    }
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Performance Routines"
        description="The routine you run before a free throw, a serve or a penalty: a trigger, a breath, a physical action and a few steps back to the present. Rehearse it until it runs by itself."
        descriptionClassName="max-w-2xl"
        actions={
          <Button variant="secondary" onClick={() => setCreating((value) => !value)} aria-expanded={creating}>
            <Plus aria-hidden />
            New Routine
          </Button>
        }
      />

      <ListNote problem={list.problem} onRetry={list.retry} />

      {creating ? (
        <Card aria-labelledby="new-routine-title" className="max-w-3xl">
          <CardTitle id="new-routine-title">New Routine</CardTitle>
          <div className="mt-4">
            <RoutineForm onCreate={create} onCancel={() => setCreating(false)} />
          </div>
        </Card>
      ) : null}

      {list.nothingKept ? (
        <RetryCard message={routineMessages.loadFailed} onRetry={list.retry} />
      ) : list.loading ? (
        <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <span className="sr-only">Loading routines…</span>
          {[0, 1, 2].map((key) => (
            <div key={key} className="h-48 animate-pulse rounded-2xl bg-slate-100 motion-reduce:animate-none" />
          ))}
        </div>
      ) : list.routines.length === 0 ? (
        creating ? null : (
          <Card className="flex flex-col items-center gap-2 py-10 text-center">
            <ListOrdered className="size-10 text-brand-600" aria-hidden />
            <h2 className="font-semibold text-ink text-lg">No routines</h2>
            <p className="text-slate-700">Get started by creating your first performance routine.</p>
          </Card>
        )
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Your routines">
          {list.routines.map((routine) => (
            <RoutineCard key={routine._id} routine={routine} now={now} onOpen={openOver(routine)} />
          ))}
        </ul>
      )}

      {open?.kind === "detail" ? (
        <RoutineDetail routine={current(open.routine)} onOpen={openOver(open.routine)} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === "delete" ? (
        <ConfirmDialog
          title="Delete Routine"
          description={routineMessages.deleteConfirm}
          confirmLabel="Delete Routine"
          pending={list.removing}
          error={deleteError}
          onConfirm={() => void confirmDelete(open.routine)}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === "rehearse" ? (
        <Rehearsal
          routine={current(open.routine)}
          onFinished={() => void list.rehearsed(current(open.routine))}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
}
