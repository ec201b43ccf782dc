import { cn } from "@onepercent/ui/cn";
import type { OfferStatus } from "@onepercent/validators/assignments";
import type { ReactNode } from "react";
import { formatShortDate } from "../../../lib/calendar-format";
import type { Offer } from "../types";
import { STATUS_LABELS } from "./assign-text";

type Progress = NonNullable<Offer["progress"]>[number];

const STATUS_LOOKS: Record<OfferStatus, string> = {
  pending: "bg-amber-50 text-amber-800 ring-amber-200",
  accepted: "bg-brand-50 text-brand-800 ring-brand-200",
  declined: "bg-slate-100 text-slate-700 ring-slate-200",
};

const times = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "Rehearsed 3 times", "Done on 5 days", "2 sessions": an accepted item's figure the athlete shares. */
function progressText(progress: Progress): string {
  switch (progress.kind) {
    case "routine":
      return `Rehearsed ${progress.rehearsals === 1 ? "once" : `${progress.rehearsals} times`}`;
    case "habit":
      return `Done on ${times(progress.completedDays, "day", "days")}`;
    case "breathwork":
      return times(progress.sessions, "session", "sessions");
  }
}

const progressName = (progress: Progress) => (progress.kind === "habit" ? progress.action : progress.name);

/** Pending, Accepted or Declined, as a small badge. */
function StatusBadge({ status }: { status: OfferStatus }) {
  return (
    <span className={cn("rounded-full px-2 py-0.5 font-medium text-xs ring-1 ring-inset", STATUS_LOOKS[status])}>
      {STATUS_LABELS[status]}
    </span>
  );
}

/**
 * One athlete's answer and, only when the server sends it (the area is shared), their progress:
 * one line per item of a program (with the item's name), one line for a single item. No progress,
 * nothing said.
 */
function OfferDetails({ offer, named }: { offer: Offer; named: boolean }) {
  const window =
    offer.startsOn && offer.endsOn ? `${formatShortDate(offer.startsOn)} – ${formatShortDate(offer.endsOn)}` : null;
  return (
    <>
      <StatusBadge status={offer.status} />
      {window ? <span className="text-slate-600 text-xs">{window}</span> : null}
      {offer.progress && offer.progress.length > 0 ? (
        <ul className="basis-full space-y-0.5 text-slate-700 text-sm">
          {offer.progress.map((progress) => (
            <li key={`${progress.kind}-${progress.id}`}>
              {named ? <span className="text-slate-600">{progressName(progress)}: </span> : null}
              {progressText(progress)}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** One answer in a list: who or what it is (`children`), then its state, window and progress. */
export function OfferRow({
  offer,
  program,
  className,
  children,
}: {
  offer: Offer;
  program: boolean;
  className: string;
  children: ReactNode;
}) {
  return (
    <li className={cn("flex flex-wrap items-center gap-x-2 gap-y-1", className)}>
      {children}
      <OfferDetails offer={offer} named={program} />
    </li>
  );
}
