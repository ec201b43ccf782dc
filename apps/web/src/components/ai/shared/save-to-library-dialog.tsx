import type { z } from "zod";
import { TitleDialog } from "./title-dialog";
import type { useSaveDialog } from "./use-save-dialog";

/** Save to (My) Library: the title dialog of a tool, while `dialog` is open. */
export function SaveToLibraryDialog({
  heading,
  withAudio,
  schema,
  dialog,
}: {
  heading: string;
  /** Whether a generated track is saved with the script. */
  withAudio: boolean;
  schema: z.ZodType<string, string>;
  dialog: ReturnType<typeof useSaveDialog>;
}) {
  if (!dialog.open) return null;
  return (
    <TitleDialog
      heading={heading}
      description={
        withAudio ? "Your script and its audio are kept in your library." : "Your script is kept in your library."
      }
      defaultTitle=""
      schema={schema}
      pending={dialog.pending}
      error={dialog.error}
      onSave={(title) => void dialog.submit(title)}
      onClose={dialog.close}
    />
  );
}
