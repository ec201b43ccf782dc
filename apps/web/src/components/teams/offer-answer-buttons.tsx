import { Button } from "@onepercent/ui/button";
import { Check, X } from "lucide-react";
import { FormAlert } from "../common/form-parts";
import { coachTexts } from "./coach-texts";
import type { Offer } from "./coach-types";
import { useOfferAnswer } from "./use-offer-answer";

/** Accept and Decline of a pending offer, each naming the offer, and the refusal when one came. */
export function OfferAnswerButtons({ offer }: { offer: Offer }) {
  const answer = useOfferAnswer(offer);
  const busy = answer.accepting || answer.declining;
  return (
    <div className="space-y-3">
      <FormAlert message={answer.error} />
      <div className="grid grid-cols-2 gap-2 sm:flex sm:justify-end">
        <Button
          variant="secondary"
          disabled={busy}
          aria-label={`${coachTexts.decline}: ${offer.heading}`}
          onClick={answer.decline}
        >
          <X aria-hidden />
          {answer.declining ? coachTexts.declining : coachTexts.decline}
        </Button>
        <Button disabled={busy} aria-label={`${coachTexts.accept}: ${offer.heading}`} onClick={answer.accept}>
          <Check aria-hidden />
          {answer.accepting ? coachTexts.accepting : coachTexts.accept}
        </Button>
      </div>
    </div>
  );
}
