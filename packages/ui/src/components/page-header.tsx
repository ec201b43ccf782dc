import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../cn";

/** Where a header's actions sit beside (or under) its text. */
const LAYOUTS = {
  /** Beside the text, wrapping under it when the row is full; bottoms aligned. */
  row: "flex flex-wrap items-end justify-between gap-4",
  /** Under the text on phones, beside it from `sm`. */
  responsive: "flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between",
  /** Beside the text, tops aligned. */
  top: "flex items-start justify-between gap-4",
  /** Always under the text. */
  below: "space-y-4",
} as const;

interface PageHeaderProps {
  title: ReactNode;
  /** A short line above the title: the area, a date. */
  eyebrow?: ReactNode;
  eyebrowIcon?: LucideIcon;
  /** A link above the title back to where the page belongs (in place of an eyebrow). */
  back?: ReactNode;
  description?: ReactNode;
  /** Extra classes for the description, e.g. a width or `hidden sm:block`. */
  descriptionClassName?: string;
  /** Buttons or fields that belong to the page as a whole. */
  actions?: ReactNode;
  layout?: keyof typeof LAYOUTS;
  /** `lg`: a larger title from `md` (long reading pages). */
  size?: "md" | "lg";
}

/** A page's title block: eyebrow or back link, the page's one `h1`, a description, and actions. */
export function PageHeader({
  title,
  eyebrow,
  eyebrowIcon: EyebrowIcon,
  back,
  description,
  descriptionClassName,
  actions,
  layout = "row",
  size = "md",
}: PageHeaderProps) {
  const above = eyebrow != null || back != null;
  const text = (
    <>
      {back}
      {eyebrow != null ? (
        <p className={cn("font-medium text-brand-700 text-sm", EyebrowIcon && "inline-flex items-center gap-1.5")}>
          {EyebrowIcon ? <EyebrowIcon className="size-4" aria-hidden /> : null}
          {eyebrow}
        </p>
      ) : null}
      <h1 className={cn(above && "mt-1", "font-bold text-3xl text-ink tracking-tight", size === "lg" && "md:text-4xl")}>
        {title}
      </h1>
      {description != null ? <p className={cn("mt-2 text-slate-700", descriptionClassName)}>{description}</p> : null}
    </>
  );
  if (actions == null) return <header>{text}</header>;
  return (
    <header className={LAYOUTS[layout]}>
      <div>{text}</div>
      {actions}
    </header>
  );
}
