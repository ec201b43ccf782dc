import { useId } from "react";
import { coachTexts } from "./coach-texts";
import type { Offer } from "./coach-types";
import { OfferAnswerButtons } from "./offer-answer-buttons";
import { OfferContents, offerSummary } from "./offer-contents";

/**
 * A pending offer on the Teams page: "From Coach Sam Rivera: Free-throw routine", its team and
 * kind, everything it holds, then Decline and Accept.
 */
export function OfferCard({ offer }: { offer: Offer }) {
  const id = useId();
  return (
    <li>
      <article
        aria-labelledby={`${id}-heading`}
        className="space-y-3 rounded-2xl border border-brand-100 bg-brand-50/60 p-3 sm:p-4"
      >
        <div>
          <h3 id={`${id}-heading`} className="break-words font-semibold text-ink">
            {offer.heading}
          </h3>
          <p className="break-words text-slate-600 text-sm">
            {offerSummary(offer)} · {coachTexts.team(offer.teamName)}
          </p>
        </div>
        <OfferContents offer={offer} />
        <OfferAnswerButtons offer={offer} />
      </article>
    </li>
  );
}
