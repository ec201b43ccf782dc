import { zodResolver } from "@hookform/resolvers/zod";
import type { SaveJournalInput } from "@onepercent/validators/journal";
import { useState } from "react";
import { type DefaultValues, useForm } from "react-hook-form";
import type { z } from "zod";
import { type JournalEditorOptions, type JournalFormBase, useJournalEditor } from "./use-journal-editor";

/**
 * A journal's form and editor, the way all three journals make them (decision 016): react-hook-form
 * checked with the journal's input schema (the one the save procedure parses), starting from
 * `start` (the blank form on today's date).
 */
export function useJournalForm<F extends JournalFormBase>(
  schema: z.ZodType<SaveJournalInput, F>,
  start: DefaultValues<F>,
  { type, blank, fromEntry }: Omit<JournalEditorOptions<F>, "form">,
) {
  const [resolver] = useState(() => zodResolver(schema));
  const form = useForm<F, unknown, SaveJournalInput>({ resolver, defaultValues: start });
  return useJournalEditor({ type, form, blank, fromEntry });
}
