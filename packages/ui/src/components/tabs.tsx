import { Tabs as Primitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../cn";

export const Tabs = Primitive.Root;

/** A segmented row of tabs; full width on phones. */
export function TabsList({ className, ...props }: ComponentProps<typeof Primitive.List>) {
  return (
    <Primitive.List
      className={cn("inline-flex w-full gap-1 rounded-2xl bg-slate-200/70 p-1 sm:w-auto", className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof Primitive.Trigger>) {
  return (
    <Primitive.Trigger
      className={cn(
        "inline-flex h-10 flex-1 items-center justify-center gap-2 rounded-xl px-4 font-semibold text-slate-700 text-sm transition-colors hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600 sm:flex-none data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm [&_svg]:size-4",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof Primitive.Content>) {
  return <Primitive.Content className={cn("mt-5 outline-none", className)} {...props} />;
}
