import { toast } from "@onepercent/ui/toaster";
import { messages } from "@onepercent/validators/messages/common";
import { type MvpField, type MvpView, mvpFieldMessage } from "@onepercent/validators/mvp";
import { useState } from "react";
import { track } from "../../lib/analytics";
import { firstErrorMessage } from "../../lib/form-errors";
import { httpStatusOf, trpc } from "../../lib/trpc";
import { useUnsavedChangesBlocker } from "../common/unsaved-changes";
import { draftOf, useMvpForm } from "./mvp-form";

const PAGE_FEATURE = "Motivation";
const FIELDS = ["mission", "vision", "principles"] as const satisfies readonly MvpField[];
const NO_EDITS: Record<MvpField, boolean> = { mission: false, vision: false, principles: false };

const sameList = (a: string[], b: string[]) => {
  const clean = (items: string[]) => items.map((item) => item.trim()).filter(Boolean);
  return JSON.stringify(clean(a)) === JSON.stringify(clean(b));
};

/**
 * The MVP page's cards being edited (planning-and-reflection.md §4, §8): which are open, the
 * form behind them, and Save All Changes, which checks the record as it will be saved with the
 * record schema and sends the edited fields.
 */
export function useMvpEdits(saved: MvpView | null | undefined) {
  const utils = trpc.useUtils();
  const [editing, setEditing] = useState<Record<MvpField, boolean>>(NO_EDITS);
  const { form, draft, setDraft } = useMvpForm(draftOf(saved));
  const { errors } = form.formState;

  /** Every card closed on the record just saved (here or by the wizard). */
  const finish = (record: MvpView) => {
    utils.mvp.get.setData(undefined, record);
    void utils.dashboard.get.invalidate();
    setEditing(NO_EDITS);
    form.reset(draftOf(record));
  };

  const save = trpc.mvp.save.useMutation({
    onSuccess: (record, input) => {
      const fields = FIELDS.filter((field) => input[field] !== undefined);
      finish(record);
      toast.success(mvpFieldMessage(fields, true));
      track("Feature Used", { feature: PAGE_FEATURE, action: "save", fields: fields.join(",") });
    },
  });

  const editedFields = FIELDS.filter((field) => editing[field]);
  const changed =
    (editing.mission && draft.mission.trim() !== (saved?.mission ?? "")) ||
    (editing.vision && !sameList(draft.vision, saved?.vision ?? [])) ||
    (editing.principles && !sameList(draft.principles, saved?.principles ?? []));
  const blocker = useUnsavedChangesBlocker(changed);

  const startEdit = (field: MvpField) => {
    form.setValue(field, draftOf(saved)[field]);
    setEditing((current) => ({ ...current, [field]: true }));
    track("Feature Used", { feature: PAGE_FEATURE, action: "edit", field });
  };
  const cancelEdit = (field: MvpField) => {
    setEditing((current) => ({ ...current, [field]: false }));
    form.clearErrors(field);
    if (editedFields.length === 1) form.clearErrors("root");
  };

  const saveAll = () => {
    // The same rules the server applies, on the record as it will be saved: closed cards hold the saved values.
    const stored = draftOf(saved);
    for (const field of FIELDS) if (!editing[field]) form.setValue(field, stored[field]);
    void form.handleSubmit(async (record) => {
      const input = {
        ...(editing.mission ? { mission: record.mission } : {}),
        ...(editing.vision ? { vision: record.vision } : {}),
        ...(editing.principles ? { principles: record.principles } : {}),
      };
      try {
        await save.mutateAsync(input);
      } catch (error) {
        const message = httpStatusOf(error) === 401 ? messages.mvpLoginRequired : mvpFieldMessage(editedFields, false);
        form.setError("root", { message });
      }
    })();
  };

  return {
    editing,
    draft,
    setDraft,
    errors: {
      mission: firstErrorMessage(errors.mission),
      vision: firstErrorMessage(errors.vision),
      principles: firstErrorMessage(errors.principles),
    },
    editedFields,
    changed,
    blocker,
    saving: save.isPending,
    saveError: errors.root?.message ?? null,
    startEdit,
    cancelEdit,
    saveAll,
    finish,
  };
}
