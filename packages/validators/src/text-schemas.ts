import { z } from "zod";
import { messages } from "./messages/common";

// Text fields that share one shape: trimmed, not blank, at most `max` characters.

/**
 * Trimmed text that must not be blank: missing, not text or blank answers `required`, longer
 * than `max` characters answers `tooLong` (a message, or the check's parameters).
 */
export const requiredText = (required: string, max: number, tooLong?: string | z.core.$ZodCheckMaxLengthParams) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** An e-mail address as a form sends it: trimmed, required, at most 254 characters, lower-cased. */
export const emailAddress = (required: string) =>
  requiredText(required, 254, messages.invalidEmail)
    .pipe(z.email(messages.invalidEmail))
    .transform((email) => email.toLowerCase());
