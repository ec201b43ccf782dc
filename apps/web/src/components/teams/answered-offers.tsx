import { coachTexts } from "./coach-texts";
import type { Offer } from "./coach-types";
import { offerSummary } from "./offer-contents";

let format: Intl.DateTimeFormat | undefined;
const dateFormat = () => {
  format ??= new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric" });
  return format;
};

/** The offers the athlete answered, newest first: heading, kind, "Accepted · Nov 29". */
export function AnsweredOffers({ offers, titleId }: { offers: readonly Offer[]; titleId: string }) {
  const when = dateFormat();
  return (
    <div className="space-y-2">
      <h3 id={titleId} className="font-semibold text-ink">
        {coachTexts.answeredTitle}
      </h3>
      <ul aria-labelledby={titleId} className="divide-y divide-slate-200">
        {offers.map((offer) => (
          <li
            key={offer.assignmentId}
            className="flex flex-col gap-x-4 gap-y-0.5 py-2.5 sm:flex-row sm:items-baseline sm:justify-between"
          >
            <div className="min-w-0">
              <p className="break-words text-ink">{offer.heading}</p>
              <p className="break-words text-slate-600 text-sm">{offerSummary(offer)}</p>
            </div>
            <p className="shrink-0 text-slate-600 text-sm">
              {offer.status === "accepted" ? coachTexts.statusAccepted : coachTexts.statusDeclined}
              {offer.answeredAt ? (
                <>
                  {" · "}
                  <time dateTime={offer.answeredAt.toISOString()}>{when.format(offer.answeredAt)}</time>
                </>
              ) : null}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
