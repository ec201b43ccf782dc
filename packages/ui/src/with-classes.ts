import { type ComponentType, createElement } from "react";
import { cn } from "./cn";

/** `Component` with its base classes; a `className` given to the result is merged after them. */
export function withClasses<Props extends { className?: string | undefined }>(
  Component: ComponentType<Props>,
  base: string,
) {
  const Styled = (props: Props) => createElement(Component, { ...props, className: cn(base, props.className) });
  return Styled;
}
