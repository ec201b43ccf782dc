import { z } from "zod";

// Number fields whose every failure (not a number, a fraction, out of range) answers one message.

/** A whole number from `min` to `max`. */
export const wholeNumber = (min: number, max: number, message: string) =>
  z.number(message).int(message).min(min, message).max(max, message);

/** A number from `min` to `max`, fractions allowed, rounded to the nearest whole one. */
export const roundedNumber = (min: number, max: number, message: string) =>
  z.number(message).min(min, message).max(max, message).transform(Math.round);
