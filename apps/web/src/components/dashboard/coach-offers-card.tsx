import { Button } from "@onepercent/ui/button";
import { Card } from "@onepercent/ui/card";
import { IconTile } from "@onepercent/ui/icon-tile";
import { Link } from "@tanstack/react-router";
import { ChevronDown, Inbox } from "lucide-react";
import { useId, useState } from "react";
import { trpc } from "../../lib/trpc";
import { coachTexts } from "../teams/coach-texts";
import { OfferAnswerButtons } from "../teams/offer-answer-buttons";
import { OfferContents, offerSummary } from "../teams/offer-contents";

/**
 * The dashboard's offers of coaches (issue 29 part 4): the newest pending one, what it holds on
 * request, Accept and Decline, and the way to the rest on the Teams page. Loaded after the page
 * (the route reserves its height); nothing when no offer waits.
 */
export function CoachOffersCard() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const offers = trpc.teams.offers.list.useQuery(undefined);
  const pending = (offers.data ?? []).filter((offer) => offer.status === "pending");
  const [offer] = pending;
  if (!offer) return null;
  return (
    <Card aria-labelledby={`${id}-title`} className="space-y-3 border-brand-100 p-4 sm:p-5">
      <div className="flex items-start gap-3">
        <IconTile size={9}>
          <Inbox className="size-5" aria-hidden />
        </IconTile>
        <div className="min-w-0 flex-1">
          <h2 id={`${id}-title`} className="text-slate-600 text-sm">
            {coachTexts.offersTitle}
          </h2>
          <p className="break-words font-semibold text-ink">{offer.heading}</p>
          <p className="break-words text-slate-600 text-sm">{offerSummary(offer)}</p>
        </div>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <Button
            variant="ghost"
            size="sm"
            className="-ml-2"
            aria-expanded={open}
            aria-controls={`${id}-contents`}
            onClick={() => setOpen((value) => !value)}
          >
            <ChevronDown className={open ? "rotate-180 transition-transform" : "transition-transform"} aria-hidden />
            {open ? coachTexts.hideContents : coachTexts.showContents}
          </Button>
          {pending.length > 1 ? (
            <Link to="/profile/teams" className="font-medium text-brand-800 text-sm underline underline-offset-4">
              {coachTexts.moreOffers(pending.length)}
            </Link>
          ) : null}
        </div>
        <OfferAnswerButtons offer={offer} />
      </div>
      <div id={`${id}-contents`} className={open ? undefined : "hidden"}>
        {open ? <OfferContents offer={offer} /> : null}
      </div>
    </Card>
  );
}
