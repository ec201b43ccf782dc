import { Button } from "@onepercent/ui/button";
import { IconTile } from "@onepercent/ui/icon-tile";
import { RadioCard, RadioCards } from "@onepercent/ui/radio-cards";
import { RELAXATION_MINUTES, relaxationLabel } from "@onepercent/validators/relaxation";
import { Headphones, Play } from "lucide-react";
import type { Relaxation } from "./use-relaxation";

const minutesText = (minutes: number) => `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
const lengthOf = (value: string) => RELAXATION_MINUTES.find((minutes) => String(minutes) === value);

/** §2 Selection: 1, 2 or 4 minutes (Quick, Short, Standard; 4 by default) and 'Start Relaxation'. */
export function SelectionStep({ session }: { session: Relaxation }) {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex items-start gap-3 rounded-2xl bg-linear-to-br from-brand-50 to-sky-50 p-4 sm:p-5">
        <IconTile tone="raised">
          <Headphones className="size-5" aria-hidden />
        </IconTile>
        <p className="text-slate-700">
          Find a quiet spot, sit or lie down comfortably and, if you can, put on headphones. A calm voice guides you
          while the timer runs.
        </p>
      </div>
      <div>
        <h2 id="relaxation-length" className="font-semibold text-ink">
          How long?
        </h2>
        <RadioCards
          aria-labelledby="relaxation-length"
          value={String(session.minutes)}
          onValueChange={(value) => {
            const chosen = lengthOf(value);
            if (chosen !== undefined) session.setMinutes(chosen);
          }}
          className="mt-3 grid-cols-3"
        >
          {RELAXATION_MINUTES.map((length) => (
            <RadioCard
              key={length}
              value={String(length)}
              title={relaxationLabel(length)}
              description={minutesText(length)}
              aria-label={`${relaxationLabel(length)}, ${minutesText(length)}`}
              className="flex-col justify-center gap-1 px-1 py-4 text-center sm:px-2 sm:py-5"
            />
          ))}
        </RadioCards>
      </div>
      <Button size="lg" className="self-stretch sm:self-center sm:px-10" onClick={session.start}>
        <Play aria-hidden />
        Start Relaxation
      </Button>
    </div>
  );
}
