import { RadioGroup } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "../cn";

export function RadioCards({ className, ...props }: ComponentProps<typeof RadioGroup.Root>) {
  return <RadioGroup.Root className={cn("grid gap-3", className)} {...props} />;
}

/** A selectable card: the whole card is the radio button. */
export function RadioCard({
  className,
  title,
  description,
  icon,
  ...props
}: ComponentProps<typeof RadioGroup.Item> & { title: string; description?: string; icon?: ReactNode }) {
  return (
    <RadioGroup.Item
      className={cn(
        "flex w-full items-center gap-4 rounded-2xl border-2 border-slate-200 bg-white p-4 text-left transition-colors hover:border-brand-500 data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-50",
        className,
      )}
      {...props}
    >
      {icon ? (
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800 [&_svg]:size-5">
          {icon}
        </span>
      ) : null}
      <span className="min-w-0">
        <span className="block font-semibold text-ink">{title}</span>
        {description ? <span className="block text-slate-600 text-sm">{description}</span> : null}
      </span>
    </RadioGroup.Item>
  );
}
