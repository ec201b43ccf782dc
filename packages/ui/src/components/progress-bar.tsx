import type { ComponentProps } from "react";
import { cn } from "../cn";

/**
 * A thin bar filled to `percent`; give it a name (`aria-label` or `aria-labelledby`) and the
 * `aria-valuemin`, `aria-valuemax` and `aria-valuenow` it stands for.
 */
export function ProgressBar({ percent, className, ...props }: ComponentProps<"div"> & { percent: number }) {
  return (
    <div role="progressbar" className={cn("h-2 overflow-hidden rounded-full bg-slate-100", className)} {...props}>
      <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
