import { IconTile } from "@onepercent/ui/icon-tile";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

export interface WizardIntroPoint {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** A wizard's first step: a heading, a short paragraph and what the wizard covers, as tiles. */
export function WizardIntro({
  heading,
  points,
  children,
}: {
  heading: ReactNode;
  points: WizardIntroPoint[];
  /** The paragraph under the heading. */
  children: ReactNode;
}) {
  return (
    <div className="space-y-5">
      <div>
        <h3 className="font-semibold text-ink text-xl">{heading}</h3>
        <p className="mt-2 text-slate-700 leading-relaxed">{children}</p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2">
        {points.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3 rounded-2xl bg-slate-50 p-4">
            <IconTile tone="strong">
              <Icon className="size-5" aria-hidden />
            </IconTile>
            <span>
              <span className="block font-semibold text-ink">{title}</span>
              <span className="mt-0.5 block text-slate-600 text-sm leading-snug">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
