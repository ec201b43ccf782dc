import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../cn";

const iconTileVariants = cva("grid shrink-0 place-items-center", {
  variants: {
    size: {
      7: "size-7",
      8: "size-8",
      9: "size-9",
      10: "size-10",
      11: "size-11",
      12: "size-12",
      14: "size-14",
      16: "size-16",
    },
    shape: { square: "", round: "rounded-full" },
    tone: {
      /** A brand icon on a pale brand ground. */
      brand: "bg-brand-50 text-brand-700",
      /** Darker brand on a stronger ground: avatars, a wizard's points. */
      strong: "bg-brand-100 text-brand-800",
      /** On a tinted card. */
      white: "bg-white text-brand-700",
      raised: "bg-white text-brand-700 shadow-xs",
      glow: "bg-linear-to-br from-brand-100 to-sky-100 text-brand-700",
      danger: "bg-red-50 text-red-700",
      /** A step's number in a list. */
      step: "bg-brand-50 font-semibold text-brand-800 text-sm",
      /** On the dark home slides. */
      night: "bg-white/10 text-brand-500 [&_svg]:size-7",
    },
  },
  compoundVariants: [
    { shape: "square", size: [7, 8, 9, 10, 11, 12], className: "rounded-xl" },
    { shape: "square", size: [14, 16], className: "rounded-2xl" },
  ],
  defaultVariants: { size: 10, shape: "square", tone: "brand" },
});

type IconTileProps = ComponentProps<"span"> & VariantProps<typeof iconTileVariants>;

/** An icon (or a short number) centred in a coloured rounded square or circle. */
export function IconTile({ className, size, shape, tone, ...props }: IconTileProps) {
  return <span className={cn(iconTileVariants({ size, shape, tone }), className)} {...props} />;
}
