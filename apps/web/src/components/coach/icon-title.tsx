import { CardTitle } from "@onepercent/ui/card";
import type { LucideIcon } from "lucide-react";

/** A coach page section's title with its icon; `id` names the section (aria-labelledby). */
export function IconTitle({ id, icon: Icon, children }: { id: string; icon: LucideIcon; children: string }) {
  return (
    <div className="flex items-center gap-2">
      <Icon className="size-5 text-brand-700" aria-hidden />
      <CardTitle id={id}>{children}</CardTitle>
    </div>
  );
}
