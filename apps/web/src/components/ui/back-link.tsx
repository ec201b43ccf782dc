import { createLink } from "@tanstack/react-router";
import type { LucideIcon } from "lucide-react";
import type { ComponentProps } from "react";

function BackAnchor({ icon: Icon, children, ...props }: ComponentProps<"a"> & { icon: LucideIcon }) {
  return (
    <a {...props} className="inline-flex items-center gap-1.5 font-medium text-brand-700 text-sm hover:underline">
      <Icon className="size-4" aria-hidden />
      {children}
    </a>
  );
}

/** The link above a page's title back to the hub it belongs to (PageHeader's `back`), with its icon. */
export const BackLink = createLink(BackAnchor);
