import { ClipboardList } from "lucide-react";
import { trpc } from "../../../lib/trpc";
import { assignText } from "../assign/assign-text";
import { assignmentKind } from "../assign/assignments-section";
import { OfferRow } from "../assign/offer-state";
import { AreaCard } from "./area-card";

/** The team's offers to this athlete (issue 29 §4): the answer, and progress only where shared. */
export function AthleteOffers({ teamId, athleteId }: { teamId: string; athleteId: string }) {
  const assignments = trpc.coach.assignments.list.useQuery({ teamId });
  const offers = (assignments.data ?? []).flatMap((assignment) => {
    const offer = assignment.offers.find((candidate) => candidate.athleteId === athleteId);
    return offer ? [{ assignment, offer }] : [];
  });
  if (assignments.isPending) return null;
  return (
    <AreaCard id="athlete-offers" icon={ClipboardList} title={assignText.offersTitle}>
      {assignments.isError ? (
        <p role="alert" className="text-red-800 text-sm">
          {assignText.loadFailed}
        </p>
      ) : offers.length === 0 ? (
        <p className="text-slate-600 text-sm">{assignText.noOffersForAthlete}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {offers.map(({ assignment, offer }) => (
            <OfferRow key={assignment.id} offer={offer} program={assignment.kind === "program"} className="px-3.5 py-3">
              <span className="mr-auto min-w-0">
                <span className="font-medium text-ink">{assignment.title}</span>{" "}
                <span className="text-slate-600 text-sm">· {assignmentKind(assignment)}</span>
              </span>
            </OfferRow>
          ))}
        </ul>
      )}
    </AreaCard>
  );
}
