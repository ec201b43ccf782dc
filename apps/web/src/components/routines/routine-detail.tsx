import { Button } from "@onepercent/ui/button";
import { Dialog, DialogContent } from "@onepercent/ui/dialog";
import { IconTile } from "@onepercent/ui/icon-tile";
import { offlineMessages } from "@onepercent/validators/messages/offline";
import { Play, Trash2, Wind } from "lucide-react";
import type { RoutineItem } from "../../lib/offline/routine-list";
import { CoachNotes } from "../teams/coach-notes";
import { type RoutineElement, routineElements } from "./routine-elements";
import type { OpenOverlay } from "./routine-overlay";

function ElementRow({ element }: { element: RoutineElement }) {
  if (element.kind === "breath") {
    return (
      <li className="flex items-center gap-3 rounded-2xl bg-sky-50 px-4 py-3 font-medium text-sky-900">
        <Wind className="size-5 shrink-0" aria-hidden />
        {element.title}
      </li>
    );
  }
  if (element.kind === "step") {
    return (
      <li className="flex gap-3 px-1">
        <IconTile size={7} shape="round" tone="step">
          <span className="sr-only">Step </span>
          {element.number}
        </IconTile>
        <p className="min-w-0 break-words pt-0.5 text-ink">{element.text}</p>
      </li>
    );
  }
  return (
    <li className="rounded-2xl border border-slate-200 px-4 py-3">
      <h3 className="font-semibold text-brand-800 text-xs uppercase tracking-wider">{element.title}</h3>
      <p className="mt-1 break-words text-ink">{element.text}</p>
    </li>
  );
}

/**
 * The detail view (§2), in order: Trigger, 'Take a Breath', Physical Action, 'Take Another
 * Breath', then the steps; with Rehearse and Delete Routine.
 */
export function RoutineDetail({
  routine,
  onOpen,
  onClose,
}: {
  routine: RoutineItem;
  /** Rehearse and Delete Routine open the rehearsal and the delete question in its place. */
  onOpen: OpenOverlay;
  onClose: () => void;
}) {
  const elements = routineElements(routine);
  const steps = elements.filter((element) => element.kind === "step");
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={routine.name}
        description={routine.pending ? `${offlineMessages.waitingMark}: saved on this device for now.` : undefined}
      >
        <ol className="space-y-2.5">
          {elements
            .filter((element) => element.kind !== "step")
            .map((element) => (
              <ElementRow key={element.title} element={element} />
            ))}
        </ol>
        <section aria-labelledby="routine-steps-title">
          <h3 id="routine-steps-title" className="font-semibold text-ink">
            Steps to return to the present
          </h3>
          <ol className="mt-2 space-y-2">
            {steps.map((element) => (
              <ElementRow key={element.title} element={element} />
            ))}
          </ol>
        </section>
        {routine.pending ? null : <CoachNotes kind="routine" id={routine._id} />}
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-between">
          <Button variant="secondary" className="text-red-700" onClick={() => onOpen("delete")}>
            <Trash2 aria-hidden />
            Delete Routine
          </Button>
          <Button onClick={() => onOpen("rehearse")}>
            <Play aria-hidden />
            Rehearse
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
