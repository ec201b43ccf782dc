import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../cn";

export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-xl font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4",
  {
    variants: {
      variant: {
        primary: "bg-brand-700 text-white shadow-sm hover:bg-brand-800",
        secondary: "border border-slate-300 bg-white text-ink hover:bg-slate-100",
        ghost: "text-slate-700 hover:bg-slate-100 hover:text-ink",
        link: "h-auto px-0 text-brand-700 underline-offset-4 hover:underline",
        danger: "bg-red-700 text-white hover:bg-red-800",
        /** On dark backgrounds (the home carousel). */
        bright: "bg-brand-500 text-ink shadow-sm hover:bg-brand-100",
        light: "bg-white text-ink shadow-sm hover:bg-brand-100",
      },
      size: {
        md: "h-11 px-5 text-sm",
        lg: "h-12 px-6 text-base",
        sm: "h-9 px-3 text-sm",
        icon: "size-11",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

type ButtonProps = ComponentProps<"button"> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  return (
    <Component
      className={cn(buttonVariants({ variant, size }), className)}
      type={asChild ? undefined : (type ?? "button")}
      {...props}
    />
  );
}
