import { zodResolver } from "@hookform/resolvers/zod";
import { MvpRecord, type MvpView, padGoals, visionAsList } from "@onepercent/validators/mvp";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import type { MvpDraft } from "./goal-list";

/** The MVP form's values, as the record schema takes them. */
type MvpForm = z.input<typeof MvpRecord>;

/** A saved MVP (or none) as form values: each list padded with blank slots to at least 3. */
export function draftOf(mvp: MvpView | null | undefined): MvpDraft {
  return {
    mission: mvp?.mission ?? "",
    vision: padGoals(mvp?.vision ?? []),
    principles: padGoals(mvp?.principles ?? []),
  };
}

/**
 * The MVP as a react-hook-form form (decision 016), checked with the record schema the save
 * procedure stores: `draft` is what the fields show, `setDraft` changes it.
 */
export function useMvpForm(initial: MvpDraft) {
  const form = useForm<MvpForm, unknown, MvpRecord>({ resolver: zodResolver(MvpRecord), defaultValues: initial });
  const values = form.watch();
  const draft: MvpDraft = {
    mission: values.mission ?? "",
    vision: visionAsList(values.vision),
    principles: visionAsList(values.principles),
  };
  const setDraft = (next: MvpDraft) => {
    for (const field of ["mission", "vision", "principles"] as const) {
      if (next[field] !== draft[field]) form.setValue(field, next[field], { shouldDirty: true });
    }
  };
  return { form, draft, setDraft };
}
