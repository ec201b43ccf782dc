import { HABIT_FREQUENCY_LABELS, HABIT_TIME_OF_DAY_LABELS } from "@onepercent/validators/habit-rules";
import { formatShortDate } from "../../lib/calendar-format";
import { coachTexts, ITEM_KIND_LABELS } from "./coach-texts";
import type { Offer, OfferItem } from "./coach-types";

/** A habit's frequency and time of day: "Weekdays · Morning", "Mon Wed Fri · Anytime". */
function habitWhen(habit: Extract<OfferItem, { kind: "habit" }>["habit"]): string {
  const days =
    habit.frequency === "custom" && habit.customDays.length > 0
      ? habit.customDays.join(" ")
      : HABIT_FREQUENCY_LABELS[habit.frequency];
  return `${days} · ${HABIT_TIME_OF_DAY_LABELS[habit.timeOfDay]}`;
}

/** What one item holds: a habit's name and frequency; a routine's trigger and steps; a pattern's timings. */
function ItemDetails({ item }: { item: OfferItem }) {
  switch (item.kind) {
    case "habit":
      return (
        <>
          <p className="break-words font-medium text-ink">{item.habit.action}</p>
          <p className="text-slate-600 text-sm">{habitWhen(item.habit)}</p>
        </>
      );
    case "routine":
      return (
        <>
          <p className="break-words font-medium text-ink">{item.routine.name}</p>
          <p className="break-words text-slate-700 text-sm">
            <span className="font-medium">{coachTexts.trigger}</span> {item.routine.triggerDescription}
          </p>
          <p className="break-words text-slate-700 text-sm">
            <span className="font-medium">{coachTexts.physicalAction}</span> {item.routine.physicalAction}
          </p>
          <ol className="mt-1 list-decimal space-y-0.5 pl-5 text-slate-700 text-sm">
            {item.routine.steps.map((step, index) => (
              // Steps are positions of one routine; two may read alike.
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed order
              <li key={index} className="break-words">
                {step}
              </li>
            ))}
          </ol>
        </>
      );
    case "breathwork":
      return (
        <>
          <p className="break-words font-medium text-ink">{item.preset.name}</p>
          <p className="text-slate-600 text-sm tabular-nums">{coachTexts.pattern(item.preset)}</p>
        </>
      );
  }
}

/** One item with its kind above it ("Routine", "Habit", "Breathing pattern"). */
function ItemRow({ item }: { item: OfferItem }) {
  return (
    <li className="min-w-0 rounded-xl border border-slate-200 bg-white px-3.5 py-2.5">
      <p className="font-semibold text-brand-800 text-xs uppercase tracking-wider">{ITEM_KIND_LABELS[item.kind]}</p>
      <div className="mt-0.5 space-y-0.5">
        <ItemDetails item={item} />
      </div>
    </li>
  );
}

/** One line of what an offer is: "Routine", "Program · 4 weeks · 3 items", with an accepted program's window. */
export function offerSummary(offer: Offer): string {
  if (offer.kind !== "program") return ITEM_KIND_LABELS[offer.kind];
  const parts = [ITEM_KIND_LABELS.program, coachTexts.weeks(offer.weeks ?? 1), coachTexts.items(offer.items.length)];
  if (offer.startsOn && offer.endsOn)
    parts.push(coachTexts.window(formatShortDate(offer.startsOn), formatShortDate(offer.endsOn)));
  return parts.join(" · ");
}

/** Everything an offer holds, item by item (a program's items in its order). */
export function OfferContents({ offer }: { offer: Offer }) {
  return (
    <ul className="grid gap-2 sm:grid-cols-2" aria-label={`${offer.title}: ${offerSummary(offer)}`}>
      {offer.items.map((item, index) => (
        // An offer's items never change; their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed order
        <ItemRow key={index} item={item} />
      ))}
    </ul>
  );
}
