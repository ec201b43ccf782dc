import { Lightbulb } from "lucide-react";
import { trpc } from "../../../lib/trpc";

/** The tips list (§2): how to ask so that the answer helps. Hidden when they cannot be loaded. */
export function CoachTips() {
  const tips = trpc.ai.coach.tips.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  if (tips.isError) return null;
  return (
    <section aria-labelledby="coach-tips-title" className="rounded-2xl bg-brand-50/70 p-4 ring-1 ring-brand-100">
      <h3 id="coach-tips-title" className="flex items-center gap-2 font-semibold text-ink text-sm">
        <Lightbulb className="size-4 text-brand-700" aria-hidden />
        Tips for asking
      </h3>
      {tips.data ? (
        <ul className="mt-3 flex flex-col gap-2.5 text-slate-700 text-sm leading-snug">
          {tips.data.map((tip) => (
            <li key={tip} className="flex gap-2">
              <span className="mt-1.5 size-1.5 shrink-0 rounded-full bg-brand-600" aria-hidden />
              {tip}
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-3 flex flex-col gap-2" aria-hidden>
          {["w-11/12", "w-4/5", "w-full", "w-3/4"].map((width) => (
            <span key={width} className={`h-3.5 animate-pulse rounded bg-brand-100 ${width}`} />
          ))}
        </div>
      )}
    </section>
  );
}
