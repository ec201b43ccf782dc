import { z } from "zod";
import { messages } from "./messages/common";
import { positionBelongsToSport, positionIssue, RegisterForm, RegisterInput } from "./user";

export * from "./google-login";

/**
 * Who Google says a new user is, kept in a short-lived signed cookie between the callback and
 * the end of registration (issue 16): the OpenID subject, the verified e-mail and the name.
 */
export const PendingGoogleSignup = z.object({
  sub: z.string().min(1).max(255),
  email: z.string().min(3).max(254),
  name: z.string().max(100),
});
export type PendingGoogleSignup = z.infer<typeof PendingGoogleSignup>;

/** What the registration page shows of a pending Google sign-up. */
export const GoogleSignupDraft = z.object({ name: z.string(), email: z.string() });
export type GoogleSignupDraft = z.infer<typeof GoogleSignupDraft>;

const required = { error: messages.requiredFields };

const { name, birthYear, gender, role, sport, sportPosition, yearsPlaying } = RegisterInput.shape;

/** The rest of registration for a Google user: everything but the e-mail and the password. */
export const GoogleSignupInput = z
  .object({
    name,
    birthYear,
    gender,
    role,
    sport,
    sportPosition,
    yearsPlaying,
    agreeToTerms: z.boolean(required).refine((agreed) => agreed, messages.mustAgreeToTerms),
  })
  .refine(positionBelongsToSport, positionIssue);
export type GoogleSignupInput = z.input<typeof GoogleSignupInput>;

const { email: _email, password: _password, confirmPassword: _confirm, ...formFields } = RegisterForm.shape;

/**
 * The registration wizard's form for a Google user: the same fields as the e-mail form, so the
 * wizard's steps serve both, but the e-mail comes from Google and there is no password to check.
 */
export const GoogleSignupForm = z
  .object({ ...formFields, email: z.string(), password: z.string(), confirmPassword: z.string() })
  .refine(positionBelongsToSport, positionIssue);
