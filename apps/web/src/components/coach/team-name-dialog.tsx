import { Dialog, DialogContent } from "@onepercent/ui/dialog";
import { TextField } from "@onepercent/ui/field";
import { CreateTeamInput, TEAM_NAME_MAX } from "@onepercent/validators/teams";
import { useId } from "react";
import { FormAlert, FormButtons } from "../common/form-parts";
import { useOneFieldForm } from "../common/use-one-field-form";
import { coachText } from "./coach-text";

/**
 * The name of a new team, or a team's new name: the procedure's own rule checks it; a refusal
 * shows in the dialog, which stays open for another try.
 */
export function TeamNameDialog({
  title,
  description,
  initial = "",
  submitLabel,
  pending,
  error,
  onSave,
  onClose,
}: {
  title: string;
  description?: string;
  initial?: string;
  submitLabel: string;
  pending: boolean;
  error: string | null;
  onSave: (name: string) => void;
  onClose: () => void;
}) {
  const id = useId();
  const name = useOneFieldForm(CreateTeamInput.shape.name, { initial });
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent title={title} {...(description ? { description } : {})}>
        <form noValidate onSubmit={name.onSubmit(onSave)} className="space-y-4">
          <TextField
            id={`${id}-name`}
            label={coachText.teamName}
            maxLength={TEAM_NAME_MAX}
            autoComplete="off"
            required
            {...name.field}
            // The dialog opens to type a name.
            autoFocus
          />
          <FormAlert message={error} />
          <FormButtons form={{ submitLabel, pending, onCancel: onClose }} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
