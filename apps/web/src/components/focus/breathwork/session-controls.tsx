import { Button } from "@onepercent/ui/button";
import { Pause, Play, RotateCcw } from "lucide-react";
import type { SessionStatus } from "./breath-session";
import type { SessionActions } from "./use-breath-session";

/** Start, Pause / Resume and Reset (§2, §4); after 'Complete!' Start begins the preset again. */
export function SessionControls({ status, session }: { status: SessionStatus; session: SessionActions }) {
  return (
    <div className="flex w-full flex-wrap justify-center gap-3">
      {status === "ready" || status === "complete" ? (
        <Button size="lg" className="min-w-40" onClick={session.start}>
          <Play aria-hidden />
          {status === "complete" ? "Start Again" : "Start"}
        </Button>
      ) : status === "running" ? (
        <Button size="lg" className="min-w-40" onClick={session.pause}>
          <Pause aria-hidden />
          Pause
        </Button>
      ) : (
        <Button size="lg" className="min-w-40" onClick={session.resume}>
          <Play aria-hidden />
          Resume
        </Button>
      )}
      <Button size="lg" variant="secondary" disabled={status === "ready"} onClick={session.reset}>
        <RotateCcw aria-hidden />
        Reset
      </Button>
    </div>
  );
}
