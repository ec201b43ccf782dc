import { Button } from "@onepercent/ui/button";
import { Pause, Play, RotateCcw } from "lucide-react";
import type { SessionStatus } from "./breath-session";

/** Start, Pause / Resume and Reset (§2, §4); after 'Complete!' Start begins the preset again. */
export function SessionControls({
  status,
  onStart,
  onPause,
  onResume,
  onReset,
}: {
  status: SessionStatus;
  onStart: () => void;
  onPause: () => void;
  onResume: () => void;
  onReset: () => void;
}) {
  return (
    <div className="flex w-full flex-wrap justify-center gap-3">
      {status === "ready" || status === "complete" ? (
        <Button size="lg" className="min-w-40" onClick={onStart}>
          <Play aria-hidden />
          {status === "complete" ? "Start Again" : "Start"}
        </Button>
      ) : status === "running" ? (
        <Button size="lg" className="min-w-40" onClick={onPause}>
          <Pause aria-hidden />
          Pause
        </Button>
      ) : (
        <Button size="lg" className="min-w-40" onClick={onResume}>
          <Play aria-hidden />
          Resume
        </Button>
      )}
      <Button size="lg" variant="secondary" disabled={status === "ready"} onClick={onReset}>
        <RotateCcw aria-hidden />
        Reset
      </Button>
    </div>
  );
}
