import { X } from "lucide-react";
import { Dialog as Primitive } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "../cn";

export const Dialog = Primitive.Root;

/** The × button that closes a dialog or a sheet. */
export function PanelClose({ label, className }: { label: string; className?: string }) {
  return (
    <Primitive.Close className={cn("rounded-lg p-2 text-slate-600 hover:bg-slate-100", className)} aria-label={label}>
      <X className="size-5" aria-hidden />
    </Primitive.Close>
  );
}

/**
 * A centred modal on laptops and a sheet rising from the bottom on phones, with a title,
 * an optional description for screen readers and a close button.
 */
export function DialogContent({
  title,
  description,
  className,
  children,
  ...props
}: ComponentProps<typeof Primitive.Content> & { title: string; description?: string; children: ReactNode }) {
  return (
    <Primitive.Portal>
      {/* On the content's layer: a dialog opened from a dialog (a confirmation) dims the one under it. */}
      <Primitive.Overlay className="fixed inset-0 z-50 bg-ink/50 backdrop-blur-[2px]" />
      <Primitive.Content
        {...(description ? {} : { "aria-describedby": undefined })}
        className={cn(
          "fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col gap-4 overflow-y-auto rounded-t-3xl bg-white p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] shadow-2xl outline-none",
          "sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(32rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:p-6",
          className,
        )}
        {...props}
      >
        <div className="flex items-start justify-between gap-4">
          <div>
            <Primitive.Title className="font-bold text-ink text-xl tracking-tight">{title}</Primitive.Title>
            {description ? (
              <Primitive.Description className="mt-1 text-slate-600 text-sm">{description}</Primitive.Description>
            ) : null}
          </div>
          <PanelClose label="Close" className="-m-1" />
        </div>
        {children}
      </Primitive.Content>
    </Primitive.Portal>
  );
}
