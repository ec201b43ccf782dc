import { cn } from "@onepercent/ui/cn";
import { UserRoundCheck } from "lucide-react";
import { coachTexts } from "./coach-texts";

/** The "From your coach" mark of an item an accepted offer made. */
export function CoachBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 font-medium text-brand-800 text-xs",
        className,
      )}
    >
      <UserRoundCheck className="size-3.5" aria-hidden />
      {coachTexts.fromCoach}
    </span>
  );
}
