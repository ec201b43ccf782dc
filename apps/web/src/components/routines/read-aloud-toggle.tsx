import { Button } from "@onepercent/ui/button";
import { Volume2, VolumeX } from "lucide-react";

/** Why an offline routine has no voice yet. */
const READ_ALOUD_OFFLINE_HINT = "Read aloud works once this routine has synced.";

/**
 * The rehearsal's 'Read aloud' switch (a toggle button, off by default). An offline routine (not
 * synced yet) has no voice: the switch is then disabled, with the reason beside it.
 */
export function ReadAloudToggle({
  on,
  offline,
  note,
  onToggle,
}: {
  on: boolean;
  offline: boolean;
  note: string | null;
  onToggle: () => void;
}) {
  const hint = offline ? READ_ALOUD_OFFLINE_HINT : note;
  return (
    <div className="flex min-w-0 flex-col items-end gap-1">
      <Button
        variant={on && !offline ? "primary" : "secondary"}
        size="sm"
        aria-pressed={on && !offline}
        disabled={offline}
        aria-describedby={hint ? "read-aloud-hint" : undefined}
        onClick={onToggle}
      >
        {on && !offline ? <Volume2 aria-hidden /> : <VolumeX aria-hidden />}
        Read aloud
      </Button>
      {hint && (
        <p id="read-aloud-hint" role={offline ? undefined : "status"} className="text-right text-slate-600 text-xs">
          {hint}
        </p>
      )}
    </div>
  );
}
