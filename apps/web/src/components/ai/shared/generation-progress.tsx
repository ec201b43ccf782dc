import { ProgressBar } from "@onepercent/ui/progress-bar";
import { LoaderCircle } from "lucide-react";
import { useEffect, useId, useState } from "react";

/**
 * How long a track of `minutes` takes to make, roughly (issue 15: a 20-minute track takes 20 to
 * 30 seconds): what the progress bar runs against.
 */
export const estimatedRenderMs = (minutes: number) => 3000 + minutes * 1300;

/**
 * Progress while audio is made: the server does not report its own, so the bar follows the
 * estimate and slows as it nears the end (it never claims 100% before the track is there).
 * Shown only while the work runs.
 */
export function GenerationProgress({ label, estimateMs }: { label: string; estimateMs: number }) {
  const id = useId();
  const [started] = useState(() => Date.now());
  const [now, setNow] = useState(started);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  const percent = Math.round(95 * (1 - Math.exp((-2.2 * (now - started)) / estimateMs)));
  const seconds = Math.ceil(estimateMs / 1000);
  return (
    <div className="space-y-2 rounded-2xl border border-slate-200 bg-white p-4">
      <p id={`${id}-label`} className="flex items-center gap-2 font-medium text-ink text-sm">
        <LoaderCircle className="size-4 animate-spin text-brand-700 motion-reduce:animate-none" aria-hidden />
        {label}
      </p>
      <ProgressBar
        percent={percent}
        aria-labelledby={`${id}-label`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      />
      <p className="text-slate-600 text-xs">About {seconds} seconds. Keep this open until your track is ready.</p>
    </div>
  );
}
