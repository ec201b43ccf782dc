import { z } from "zod";

// Number fields: digit text read as a number, and numbers whose every failure (not a number, a
// fraction, out of range) answers one message.

/**
 * Accepts 7 or "7" (a slider, a select or a form field may send either): digit text becomes its
 * number, anything else is left unchanged for the schema to check. For `z.preprocess`.
 */
export const numberFromText = (value: unknown) =>
  typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value;

/** A count of things: a whole number, zero or more. */
export const Count = z.number().int().min(0);

/** A whole number from `min` to `max`. */
export const wholeNumber = (min: number, max: number, message: string) =>
  z.number(message).int(message).min(min, message).max(max, message);

/** A number from `min` to `max`, fractions allowed, rounded to the nearest whole one. */
export const roundedNumber = (min: number, max: number, message: string) =>
  z.number(message).min(min, message).max(max, message).transform(Math.round);
