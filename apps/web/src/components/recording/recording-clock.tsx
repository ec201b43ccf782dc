import { formatMinutesSeconds } from "@onepercent/validators/relaxation";

/** While recording: a pulsing dot, Recording or Paused, and the seconds so far as a timer. */
export function RecordingClock({ paused, seconds }: { paused: boolean; seconds: number }) {
  return (
    <p className="flex items-center gap-3">
      <span aria-hidden className={`size-3 rounded-full ${paused ? "bg-slate-400" : "animate-pulse bg-red-600"}`} />
      <span className="font-medium text-slate-700">{paused ? "Paused" : "Recording"}</span>
      <span role="timer" aria-label="Seconds recorded" className="font-mono font-semibold text-2xl tabular-nums">
        {formatMinutesSeconds(seconds)}
      </span>
    </p>
  );
}
