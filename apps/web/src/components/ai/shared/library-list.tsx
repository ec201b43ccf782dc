import { Card } from "@onepercent/ui/card";
import { Library } from "lucide-react";
import { useState } from "react";
import { errorMessage } from "../../../lib/form-errors";
import { ConfirmDialog } from "../../common/confirm-dialog";
import { RetryCard } from "../../common/load-failed";
import { type LibraryEntry, LibraryRow } from "./library-row";

import { NoticeLine } from "./notice-line";
import { useNotice } from "./use-notice";

export type { LibraryEntry };

/** The texts of one library (visualization audio or mental imagery): §5 and §8, verbatim. */
export interface LibraryTexts {
  /** The list's accessible name. */
  label: string;
  empty: string;
  loadFailed: string;
  deleteHeading: string;
  deleteConfirm: string;
  deleteFailed: string;
  deleted: string;
}

/**
 * A saved library (§2: title, length, date, play, download, delete): one player open at a time,
 * and a delete that asks first; its success shows for 3 seconds, its failure in the dialog.
 */
export function LibraryList<T>({
  list,
  remove: deletion,
  entryOf,
  texts,
}: {
  /** The library's list query. */
  list: { data: T[] | undefined; status: "pending" | "error" | "success"; refetch: () => unknown };
  /** Its delete mutation. */
  remove: { mutateAsync: (input: { id: string }) => Promise<unknown>; isPending: boolean };
  /** A saved item as a row shows it. */
  entryOf: (item: T) => LibraryEntry;
  texts: LibraryTexts;
}) {
  const entries = (list.data ?? []).map(entryOf);
  const [playing, setPlaying] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<LibraryEntry | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const notice = useNotice();

  const remove = async (entry: LibraryEntry) => {
    try {
      await deletion.mutateAsync({ id: entry.id });
      setConfirming(null);
      if (playing === entry.id) setPlaying(null);
      notice.success(texts.deleted);
    } catch (error) {
      setDeleteError(errorMessage(error, texts.deleteFailed));
    }
  };

  if (list.status === "error") return <RetryCard message={texts.loadFailed} onRetry={() => void list.refetch()} />;
  if (list.status === "pending") {
    return (
      <div role="status" className="space-y-3">
        <span className="sr-only">Loading your library…</span>
        {[0, 1].map((key) => (
          <div key={key} className="h-20 animate-pulse rounded-2xl bg-slate-100 motion-reduce:animate-none" />
        ))}
      </div>
    );
  }

  return (
    <div className="space-y-3">
      <NoticeLine notice={notice.notice} />
      {entries.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 py-8 text-center">
          <Library className="size-8 text-brand-600" aria-hidden />
          <p className="max-w-sm text-slate-700">{texts.empty}</p>
        </Card>
      ) : (
        <ul className="space-y-3" aria-label={texts.label}>
          {entries.map((entry) => (
            <LibraryRow
              key={entry.id}
              entry={entry}
              playing={playing === entry.id}
              onPlay={() => setPlaying((current) => (current === entry.id ? null : entry.id))}
              onDelete={() => {
                setDeleteError(null);
                setConfirming(entry);
              }}
            />
          ))}
        </ul>
      )}
      {confirming ? (
        <ConfirmDialog
          title={texts.deleteHeading}
          description={texts.deleteConfirm}
          confirmLabel="Delete"
          pending={deletion.isPending}
          error={deleteError}
          onConfirm={() => void remove(confirming)}
          onClose={() => setConfirming(null)}
        />
      ) : null}
    </div>
  );
}
