import { cn } from "@onepercent/ui/cn";
import { Link } from "@tanstack/react-router";

/** The "1%" badge and the product name; the badge is decoration, the name is the text. */
export function BrandMark({ tone = "dark", className }: { tone?: "dark" | "light"; className?: string }) {
  return (
    <span className={cn("flex items-center gap-2", className)}>
      <span
        aria-hidden
        className={cn(
          "flex size-9 items-center justify-center rounded-xl font-extrabold text-sm",
          tone === "dark" ? "bg-ink text-brand-500" : "bg-brand-500 text-ink",
        )}
      >
        1%
      </span>
      <span className={cn("font-bold text-lg tracking-tight", tone === "dark" ? "text-ink" : "text-white")}>
        OnePercent
      </span>
    </span>
  );
}

/** The brand mark as a link home: the landing page, or the dashboard inside the app. */
export function BrandLink({ to, className }: { to: "/" | "/dashboard"; className?: string }) {
  return (
    <Link to={to} className={className}>
      <BrandMark />
    </Link>
  );
}
