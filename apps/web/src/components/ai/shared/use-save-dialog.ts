import { useState } from "react";

/**
 * The title dialog's life: opened by Save, closed by a successful save, kept open with the
 * message when `save` throws (its Error's message is what the dialog shows).
 */
export function useSaveDialog(save: (title: string) => Promise<void>) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return {
    open,
    pending,
    error,
    ask: () => {
      setError(null);
      setOpen(true);
    },
    close: () => setOpen(false),
    submit: async (title: string) => {
      setPending(true);
      setError(null);
      try {
        await save(title);
        setOpen(false);
      } catch (cause) {
        setError(cause instanceof Error ? cause.message : String(cause));
      } finally {
        setPending(false);
      }
    },
  };
}
