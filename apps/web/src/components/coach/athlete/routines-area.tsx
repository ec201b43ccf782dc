import { Repeat } from "lucide-react";
import { When } from "../athlete-columns";
import type { SharedAreas } from "../types";
import { AreaCard } from "./area-card";
import { ItemNotes } from "./item-notes";

type Routines = NonNullable<SharedAreas["routines"]>;

/** routines: each routine's name and how often it was rehearsed (never its steps). */
export function RoutinesArea({ routines, now }: { routines: Routines; now: Date }) {
  const total = routines.routines.reduce((sum, routine) => sum + routine.rehearsals, 0);
  return (
    <AreaCard
      id="area-routines"
      icon={Repeat}
      title="Performance routines"
      note={`${total} ${total === 1 ? "rehearsal" : "rehearsals"} in all`}
    >
      {routines.routines.length === 0 ? (
        <p className="text-slate-600 text-sm">No routines yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {routines.routines.map((routine) => (
            <li key={routine._id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-3.5 py-3">
              <span className="min-w-0 font-medium text-ink">{routine.name}</span>
              <span className="text-slate-700 text-sm">
                <span className="font-semibold text-ink tabular-nums">{routine.rehearsals}</span>{" "}
                {routine.rehearsals === 1 ? "rehearsal" : "rehearsals"}
                {routine.lastRehearsedAt ? (
                  <span className="text-slate-600">
                    {" "}
                    · last <When at={routine.lastRehearsedAt} now={now} />
                  </span>
                ) : null}
              </span>
              <ItemNotes item={{ kind: "routine", id: routine._id }} title={routine.name} />
            </li>
          ))}
        </ul>
      )}
    </AreaCard>
  );
}
