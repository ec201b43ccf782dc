import { aiFileIdOf, type ImageryItem } from "@onepercent/validators/ai-tools";
import { aiMessages } from "@onepercent/validators/messages/ai-tools";
import { trpc } from "../../../lib/trpc";
import { libraryFileName, SCENARIO_LABELS } from "../shared/ai-format";
import { type LibraryEntry, LibraryList, type LibraryTexts } from "../shared/library-list";

const TEXTS: LibraryTexts = {
  label: "Your mental imagery library",
  empty: "Nothing saved yet. Generate a script, make its audio, then save it here.",
  loadFailed: aiMessages.loadFailed,
  deleteHeading: "Delete mental imagery",
  deleteConfirm: aiMessages.imageryDeleteConfirm,
  deleteFailed: aiMessages.imageryDeleteFailed,
  deleted: aiMessages.imageryDeleted,
};

const entryOf = (item: ImageryItem): LibraryEntry => ({
  id: item.id,
  title: item.title,
  createdAt: item.createdAt,
  // A generated track lasts the chosen minutes (audio kept elsewhere: unknown).
  durationSeconds: aiFileIdOf(item.audioUrl) ? item.settings.duration * 60 : null,
  audioUrl: item.audioUrl,
  fileName: libraryFileName(item.title, null),
  tag: item.audioUrl
    ? SCENARIO_LABELS[item.settings.scenario]
    : `${SCENARIO_LABELS[item.settings.scenario]} · Script only`,
});

/** The saved mental imagery (§2: library list with delete), newest first. */
export function ImageryLibrary() {
  const utils = trpc.useUtils();
  const list = trpc.ai.imagery.list.useQuery(undefined);
  const remove = trpc.ai.imagery.delete.useMutation({ onSuccess: () => utils.ai.imagery.list.invalidate() });
  return <LibraryList list={list} remove={remove} entryOf={entryOf} texts={TEXTS} />;
}

/** How many items the library holds, for its tab's label. */
export function useImageryCount(): number | undefined {
  return trpc.ai.imagery.list.useQuery(undefined).data?.length;
}
