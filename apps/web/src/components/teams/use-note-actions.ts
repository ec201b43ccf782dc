import { toast } from "@onepercent/ui/toaster";
import { errorMessage } from "../../lib/form-errors";
import { trpc } from "../../lib/trpc";
import { coachTexts } from "./coach-texts";
import type { CoachNote } from "./coach-types";

/**
 * Reply (once) and Hide of one coach's note. The answer replaces the note in its item's list;
 * a hidden note leaves it. A refusal ("already answered") is the server's own message.
 */
export function useNoteActions(note: CoachNote) {
  const utils = trpc.useUtils();
  const listInput = { item: note.item };
  const reply = trpc.teams.notes.reply.useMutation({
    onSuccess: (next) => {
      utils.teams.notes.list.setData(listInput, (notes) => notes?.map((each) => (each.id === next.id ? next : each)));
    },
  });
  const hide = trpc.teams.notes.hide.useMutation({
    onSuccess: (next) => {
      utils.teams.notes.list.setData(listInput, (notes) => notes?.filter((each) => each.id !== next.id));
      toast.success(coachTexts.hidden);
    },
  });
  return {
    reply: (text: string) => reply.mutateAsync({ noteId: note.id, text }),
    replying: reply.isPending,
    replyError: reply.error ? errorMessage(reply.error, coachTexts.replyFailed) : null,
    hide: () => hide.mutate({ noteId: note.id }),
    hiding: hide.isPending,
    hideError: hide.error ? errorMessage(hide.error, coachTexts.hideFailed) : null,
  };
}
