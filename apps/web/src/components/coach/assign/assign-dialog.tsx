import { Dialog, DialogContent } from "@onepercent/ui/dialog";
import { SelectField } from "@onepercent/ui/field";
import { toast } from "@onepercent/ui/toaster";
import { ASSIGNMENT_KINDS, type AssignmentKind } from "@onepercent/validators/assignments";
import { useId, useState } from "react";
import { trpc } from "../../../lib/trpc";
import { ChoiceSelect } from "../../common/options";
import type { AssignmentContentInput } from "../types";
import { assignText, KIND_LABELS } from "./assign-text";
import { ItemForm } from "./item-form";
import { ProgramBuilder } from "./program-builder";

/** The team's athletes the coach may pick one of (the team table's rows). */
export interface Recipient {
  athleteId: string;
  name: string;
}

/**
 * "Assign" (issue 29 §4): to the whole team (one offer per current member) or one athlete; a
 * routine, a habit, a breathing pattern or a program of them. Each form checks with the athlete's
 * own create schema first; the server's refusal shows in the form as it says it.
 */
export function AssignDialog({
  teamId,
  athletes,
  onClose,
}: {
  teamId: string;
  athletes: Recipient[];
  onClose: () => void;
}) {
  const id = useId();
  const [athleteId, setAthleteId] = useState("");
  const [kind, setKind] = useState<AssignmentKind>("routine");
  const utils = trpc.useUtils();
  const create = trpc.coach.assignments.create.useMutation({
    onSuccess: (assignment) => {
      toast.success(assignText.sent(assignment.title, assignment.offers.length));
      void utils.coach.assignments.list.invalidate({ teamId });
      onClose();
    },
  });
  const send = (content: AssignmentContentInput) =>
    create.mutateAsync({ teamId, ...(athleteId ? { athleteId } : {}), content });
  const pending = create.isPending;
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent title={assignText.assignTitle} description={assignText.assignDescription}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            id={`${id}-recipient`}
            label={assignText.recipient}
            value={athleteId}
            onChange={(event) => setAthleteId(event.target.value)}
          >
            <option value="">{assignText.wholeTeam}</option>
            {athletes.map((athlete) => (
              <option key={athlete.athleteId} value={athlete.athleteId}>
                {athlete.name}
              </option>
            ))}
          </SelectField>
          <ChoiceSelect
            id={`${id}-kind`}
            label={assignText.kind}
            options={ASSIGNMENT_KINDS}
            labels={KIND_LABELS}
            value={kind}
            onChange={setKind}
          />
        </div>
        {kind === "program" ? (
          <ProgramBuilder
            pending={pending}
            error={create.error}
            onSend={(program) => {
              create.mutate({ teamId, ...(athleteId ? { athleteId } : {}), content: program });
            }}
            onCancel={onClose}
          />
        ) : (
          <ItemForm
            key={kind}
            kind={kind}
            submitLabel={assignText.send}
            pending={pending}
            onItem={send}
            onCancel={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
