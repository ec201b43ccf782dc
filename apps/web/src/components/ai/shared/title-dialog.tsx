import { Button } from "@onepercent/ui/button";
import { Dialog, DialogContent } from "@onepercent/ui/dialog";
import { TextField } from "@onepercent/ui/field";
import { AI_TITLE_MAX } from "@onepercent/validators/ai-tools";
import { Save } from "lucide-react";
import { useId } from "react";
import type { z } from "zod";
import { FormAlert } from "../../common/form-parts";
import { useOneFieldForm } from "../../common/use-one-field-form";

/**
 * Asks for a title before something is saved to a library (§5: "a non-empty title from a
 * prompt", in a dialog). The title is checked by the procedure's own schema; a refusal of the
 * save shows in the dialog, which stays open for another try.
 */
export function TitleDialog({
  heading,
  description,
  defaultTitle,
  schema,
  pending,
  error,
  onSave,
  onClose,
}: {
  heading: string;
  description: string;
  defaultTitle: string;
  /** The title field of the save's input schema (trimmed, required, at most AI_TITLE_MAX). */
  schema: z.ZodType<string, string>;
  pending: boolean;
  error: string | null;
  onSave: (title: string) => void;
  onClose: () => void;
}) {
  const id = useId();
  const title = useOneFieldForm(schema, { initial: defaultTitle });
  const submit = title.onSubmit(onSave);

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent title={heading} description={description}>
        <form noValidate onSubmit={submit} className="space-y-4">
          <TextField
            id={`${id}-title`}
            label="Title"
            maxLength={AI_TITLE_MAX}
            autoComplete="off"
            required
            {...title.field}
            // The dialog opens to type a title: the field has the focus.
            autoFocus
          />
          <FormAlert message={error} />
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              <Save aria-hidden />
              {pending ? "Saving…" : "Save"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
