import { Button } from "@onepercent/ui/button";
import { Card } from "@onepercent/ui/card";
import { Inbox } from "lucide-react";
import { useId } from "react";
import { trpc } from "../../lib/trpc";
import { FormAlert } from "../common/form-parts";
import { SectionTitle } from "../profile/section";
import { AnsweredOffers } from "./answered-offers";
import { coachTexts } from "./coach-texts";
import { OfferCard } from "./offer-card";

/**
 * "From your coaches" on the Teams page (teams.offers.list): the pending offers, each with what
 * it holds and Accept / Decline, then the ones answered. Nothing at all for an athlete no coach
 * ever offered anything.
 */
export function CoachOffersSection() {
  const id = useId();
  const offers = trpc.teams.offers.list.useQuery(undefined);
  const all = offers.data ?? [];
  if (offers.isPending || (offers.isSuccess && all.length === 0)) return null;
  const pending = all.filter((offer) => offer.status === "pending");
  const answered = all.filter((offer) => offer.status !== "pending");

  return (
    <Card aria-labelledby={`${id}-title`} className="space-y-4">
      <SectionTitle id={`${id}-title`} icon={Inbox} title={coachTexts.offersTitle} />
      {offers.isError ? (
        <div className="space-y-3">
          <FormAlert message={coachTexts.offersFailed} />
          <Button variant="secondary" size="sm" onClick={() => void offers.refetch()}>
            Try Again
          </Button>
        </div>
      ) : (
        <>
          {pending.length > 0 ? (
            <>
              <p className="text-slate-700 text-sm">{coachTexts.offersIntro}</p>
              <ul aria-label={coachTexts.offersTitle} className="space-y-3">
                {pending.map((offer) => (
                  <OfferCard key={offer.assignmentId} offer={offer} />
                ))}
              </ul>
            </>
          ) : null}
          {answered.length > 0 ? <AnsweredOffers offers={answered} titleId={`${id}-answered`} /> : null}
        </>
      )}
    </Card>
  );
}
