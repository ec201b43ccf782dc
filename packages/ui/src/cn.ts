import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. Deliberately without tailwind-merge (8 kB on every page): components take
 * layout classes from callers (width, margins, flex), and looks come from variants, so callers
 * never need to override a component's own utilities.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
