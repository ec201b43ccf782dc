import { toast } from "@onepercent/ui/toaster";
import { errorMessage } from "../../lib/form-errors";
import { trpc } from "../../lib/trpc";
import { coachTexts } from "./coach-texts";
import type { Offer } from "./coach-types";

/**
 * Accept and Decline of one offer. Accepting makes the items in the athlete's own lists, so the
 * lists of the kinds it made are read again (and the dashboard, which counts them); the offers
 * list takes the answer at once. A refusal (a full list, a pattern name already used) is the
 * server's message, shown by the card.
 */
export function useOfferAnswer(offer: Offer) {
  const utils = trpc.useUtils();
  const answered = (next: Offer) => {
    utils.teams.offers.list.setData(undefined, (offers) =>
      offers?.map((each) => (each.assignmentId === next.assignmentId ? next : each)),
    );
    void utils.teams.offers.list.invalidate();
  };
  const accept = trpc.teams.offers.accept.useMutation({
    onSuccess: (next) => {
      answered(next);
      const kinds = new Set(next.created.map((item) => item.kind));
      // The dashboard counts habits and the starter tasks (a first routine).
      void utils.dashboard.get.invalidate();
      if (kinds.has("habit")) void utils.habits.list.invalidate();
      if (kinds.has("routine")) void utils.routines.list.invalidate();
      if (kinds.has("breathwork")) void utils.focus.breathwork.data.invalidate();
      toast.success(coachTexts.accepted(next.title));
    },
  });
  const decline = trpc.teams.offers.decline.useMutation({
    onSuccess: (next) => {
      answered(next);
      toast.success(coachTexts.declined(next.title));
    },
  });
  const input = { assignmentId: offer.assignmentId };
  const failed = accept.error ?? decline.error;
  return {
    accept: () => {
      decline.reset();
      accept.mutate(input);
    },
    decline: () => {
      accept.reset();
      decline.mutate(input);
    },
    accepting: accept.isPending,
    declining: decline.isPending,
    error: failed ? errorMessage(failed, accept.error ? coachTexts.acceptFailed : coachTexts.declineFailed) : null,
  };
}
