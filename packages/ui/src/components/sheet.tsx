import { Dialog } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "../cn";
import { PanelClose } from "./dialog";

export { Dialog as Sheet } from "./dialog";

/** A drawer sliding in from the right, with a title for screen readers and a close button. */
export function SheetContent({
  title,
  className,
  children,
  ...props
}: ComponentProps<typeof Dialog.Content> & { title: string; children: ReactNode }) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
      <Dialog.Content
        aria-describedby={undefined}
        className={cn(
          "fixed inset-y-0 right-0 z-50 flex w-[min(20rem,88vw)] flex-col gap-2 bg-white p-5 shadow-xl",
          className,
        )}
        {...props}
      >
        <div className="flex items-center justify-between">
          <Dialog.Title className="font-semibold text-ink text-lg">{title}</Dialog.Title>
          <PanelClose label="Close menu" />
        </div>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
