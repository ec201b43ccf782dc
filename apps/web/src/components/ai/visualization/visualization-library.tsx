import type { AudioLibraryItem } from "@onepercent/validators/ai-tools";
import { aiMessages } from "@onepercent/validators/messages/ai-tools";
import { trpc } from "../../../lib/trpc";
import { libraryFileName } from "../shared/ai-format";
import { type LibraryEntry, LibraryList, type LibraryTexts } from "../shared/library-list";

const TEXTS: LibraryTexts = {
  label: "Your visualization library",
  empty: "Nothing saved yet. Generate a track or record your own voice, then save it here.",
  loadFailed: aiMessages.loadFailed,
  deleteHeading: "Delete audio",
  deleteConfirm: aiMessages.deleteConfirm,
  deleteFailed: aiMessages.deleteFailed,
  deleted: aiMessages.deleted,
};

const TAGS: Record<AudioLibraryItem["kind"], string | undefined> = {
  generated: undefined,
  recording: "Your voice",
  script: "Script only",
};

const entryOf = (item: AudioLibraryItem): LibraryEntry => ({
  id: item.id,
  title: item.title,
  createdAt: item.createdAt,
  durationSeconds: item.durationSeconds,
  audioUrl: item.audioUrl,
  fileName: libraryFileName(item.title, item.mimeType),
  tag: TAGS[item.kind],
});

/** The saved visualizations (§2): generated tracks, recordings and scripts, newest first. */
export function VisualizationLibrary() {
  const utils = trpc.useUtils();
  const list = trpc.ai.audio.list.useQuery(undefined);
  const remove = trpc.ai.audio.delete.useMutation({ onSuccess: () => utils.ai.audio.list.invalidate() });
  return <LibraryList list={list} remove={remove} entryOf={entryOf} texts={TEXTS} />;
}

/** How many items the library holds, for its tab's label (nothing until it has loaded). */
export function useLibraryCount(): number | undefined {
  return trpc.ai.audio.list.useQuery(undefined).data?.length;
}
