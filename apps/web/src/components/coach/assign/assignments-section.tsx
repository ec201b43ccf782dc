import { Card } from "@onepercent/ui/card";
import { ClipboardList } from "lucide-react";
import { trpc } from "../../../lib/trpc";
import { IconTitle } from "../icon-title";
import type { Assignment } from "../types";
import { assignText, KIND_LABELS } from "./assign-text";
import { OfferRow } from "./offer-state";

const sentOn = new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric" });

/** What an assignment is: "Routine", "Program · 4 weeks · 3 items". */
export function assignmentKind(assignment: Assignment): string {
  if (assignment.kind !== "program") return KIND_LABELS[assignment.kind];
  const items = assignment.items.length;
  return `Program · ${assignment.weeks ?? 0} weeks · ${items} ${items === 1 ? "item" : "items"}`;
}

/** The team's assignments (issue 29 §4), newest as the server orders them, each with its members' answers. */
export function AssignmentsSection({ teamId }: { teamId: string }) {
  const assignments = trpc.coach.assignments.list.useQuery({ teamId });
  return (
    <section aria-labelledby="team-assignments-title" className="space-y-3">
      <IconTitle id="team-assignments-title" icon={ClipboardList}>
        {assignText.assignmentsTitle}
      </IconTitle>
      {assignments.isError ? (
        <p role="alert" className="rounded-xl bg-red-50 px-3.5 py-2.5 text-red-800 text-sm">
          {assignText.loadFailed}
        </p>
      ) : assignments.data?.length === 0 ? (
        <Card>
          <p className="py-6 text-center text-slate-600">{assignText.noAssignments}</p>
        </Card>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2" aria-busy={assignments.isPending}>
          {assignments.data?.map((assignment) => (
            <AssignmentCard key={assignment.id} assignment={assignment} />
          ))}
        </ul>
      )}
    </section>
  );
}

function AssignmentCard({ assignment }: { assignment: Assignment }) {
  return (
    <li className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs">
      <div>
        <h3 className="font-semibold text-ink">{assignment.title}</h3>
        <p className="text-slate-600 text-sm">
          {assignmentKind(assignment)} · {assignment.coachName} · {sentOn.format(assignment.createdAt)}
        </p>
      </div>
      {assignment.offers.length === 0 ? (
        <p className="text-slate-600 text-sm">{assignText.noOffers}</p>
      ) : (
        <ul
          className="divide-y divide-slate-100 border-slate-100 border-t"
          aria-label={`Answers to ${assignment.title}`}
        >
          {assignment.offers.map((offer) => (
            <OfferRow key={offer.athleteId} offer={offer} program={assignment.kind === "program"} className="py-2">
              <span className="mr-auto font-medium text-ink text-sm">{offer.name}</span>
            </OfferRow>
          ))}
        </ul>
      )}
    </li>
  );
}
