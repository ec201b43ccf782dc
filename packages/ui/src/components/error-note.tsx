import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../cn";

/**
 * A message that something failed, announced as an alert, with a warning icon; nothing when
 * there is no message. `boxed` sets it on a red panel (in dialogs and wizards).
 */
export function ErrorNote({
  children,
  boxed = false,
  className,
}: {
  children: ReactNode;
  boxed?: boolean;
  className?: string | undefined;
}) {
  if (children === null || children === undefined || children === "" || children === false) return null;
  return (
    <p
      role="alert"
      className={cn(
        "flex items-start gap-2 text-sm",
        boxed ? "rounded-xl bg-red-50 px-3.5 py-2.5 text-red-800" : "text-red-700",
        className,
      )}
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      {children}
    </p>
  );
}
