import { Button } from "@onepercent/ui/button";
import { IconTile } from "@onepercent/ui/icon-tile";
import { formatMinutesSeconds } from "@onepercent/validators/relaxation";
import { Link } from "@tanstack/react-router";
import { LayoutDashboard, RotateCcw, Sparkles } from "lucide-react";
import { useEffect, useRef } from "react";
import { mindfulnessSentence } from "./relaxation-clock";

/** §2 Completion: 'Relaxation Complete', the total time as m:ss, the sentence, New Relaxation and Return to Dashboard. */
export function CompletionStep({ seconds, onNew }: { seconds: number; onNew: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The step replaces the timer: move focus to its heading so keyboard and screen-reader users land here.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="flex flex-col items-center gap-5 py-4 text-center">
      <IconTile size={16} shape="round" tone="glow">
        <Sparkles className="size-7" aria-hidden />
      </IconTile>
      <h2 ref={heading} tabIndex={-1} className="font-bold text-2xl text-ink tracking-tight outline-none">
        Relaxation Complete
      </h2>
      <div>
        <p className="font-light text-5xl text-ink tabular-nums">{formatMinutesSeconds(seconds)}</p>
        <p className="mt-1 font-medium text-slate-600 text-sm uppercase tracking-widest">Total time</p>
      </div>
      <p className="max-w-sm text-lg text-slate-700">{mindfulnessSentence(seconds)}</p>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button size="lg" onClick={onNew}>
          <RotateCcw aria-hidden />
          New Relaxation
        </Button>
        <Button size="lg" variant="secondary" asChild>
          <Link to="/dashboard">
            <LayoutDashboard aria-hidden />
            Return to Dashboard
          </Link>
        </Button>
      </div>
    </div>
  );
}
