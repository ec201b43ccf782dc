import { z } from "zod";
import { INVITATION_CODE_MAX } from "./invitation-link";
import { messages } from "./messages/common";
import { numberFromText } from "./number-schemas";
import { isPositionOf, isSport } from "./sports";
import { emailAddress, requiredText } from "./text-schemas";

/** The registration form's genders, spelt as registration spells them (platform.md §5). */
export const GENDERS = ["male", "female", "prefer-not-to-say"] as const;
/**
 * The stored genders, which the signed-in user reads back as platform.md §3 spells them: the
 * registration values plus non_binary, which the profile screen also accepts.
 */
export const STORED_GENDERS = [...GENDERS, "non_binary"] as const;
export type StoredGender = (typeof STORED_GENDERS)[number];
/** The profile's genders, spelt as the profile documents them (training-and-tools.md §3 "Profile"). */
export const PROFILE_GENDERS = ["male", "female", "non_binary", "prefer_not_to_say"] as const;
export type ProfileGender = (typeof PROFILE_GENDERS)[number];

/** Every spelling the spec uses, with the value it is stored as. */
const STORED_GENDER_OF = {
  male: "male",
  female: "female",
  "prefer-not-to-say": "prefer-not-to-say",
  prefer_not_to_say: "prefer-not-to-say",
  non_binary: "non_binary",
  "non-binary": "non_binary",
} as const satisfies Record<string, StoredGender>;
/** The genders a registration or a profile update accepts, in either spelling. */
export const GENDER_SPELLINGS = [
  "male",
  "female",
  "prefer-not-to-say",
  "prefer_not_to_say",
  "non_binary",
  "non-binary",
] as const satisfies readonly (keyof typeof STORED_GENDER_OF)[];
export type GenderSpelling = (typeof GENDER_SPELLINGS)[number];

export const storedGender = (spelling: GenderSpelling): StoredGender => STORED_GENDER_OF[spelling];

const PROFILE_GENDER_OF = {
  male: "male",
  female: "female",
  "prefer-not-to-say": "prefer_not_to_say",
  non_binary: "non_binary",
} as const satisfies Record<StoredGender, ProfileGender>;

/** A stored gender as the profile spells it. */
export const profileGender = (stored: StoredGender): ProfileGender => PROFILE_GENDER_OF[stored];

/** A gender in any of the spec's spellings, normalised to the stored value. */
export const genderInput = (error: z.core.$ZodErrorMap | string) =>
  z.enum(GENDER_SPELLINGS, { error }).transform(storedGender);
export const ROLES = ["Athlete", "Parent", "Coach"] as const;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;
export const BIRTH_YEAR_SPAN = 100;

/** "Less than 1", "1" … "20", "More than 20". */
export const YEARS_PLAYING_OPTIONS = [
  "Less than 1",
  ...Array.from({ length: 20 }, (_, i) => String(i + 1)),
  "More than 20",
] as const;

/** Birth years offered at registration: this year back 100 years, newest first. */
export function birthYearOptions(now = new Date()): number[] {
  const year = now.getUTCFullYear();
  return Array.from({ length: BIRTH_YEAR_SPAN + 1 }, (_, i) => year - i);
}

const required = { error: messages.requiredFields };

export const Email = emailAddress(messages.requiredFields);

export const NewPassword = z
  .string(required)
  .min(1, messages.requiredFields)
  .min(PASSWORD_MIN, messages.passwordTooShort)
  .max(PASSWORD_MAX, messages.passwordTooLong);

/** Missing gives the required-fields message, anything else `message`. */
const requiredOr =
  (message: string): z.core.$ZodErrorMap =>
  (issue) =>
    issue.input === undefined || issue.input === "" ? messages.requiredFields : message;

/** A value from a fixed list; missing gives the required-fields message, anything else `message`. */
const choice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: requiredOr(message) });

const BirthYear = z.preprocess(
  numberFromText,
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === "" ? messages.requiredFields : messages.invalidBirthYear,
    })
    .int(messages.invalidBirthYear)
    .refine((year) => {
      const now = new Date().getUTCFullYear();
      return year <= now && year >= now - BIRTH_YEAR_SPAN;
    }, messages.invalidBirthYear),
);

/** Accepts 5 or "5" (older clients send numbers). */
const YearsPlaying = z.preprocess(
  (value) => (typeof value === "number" ? String(value) : value),
  choice(YEARS_PLAYING_OPTIONS, messages.invalidYearsPlaying),
);

const registerFields = {
  name: requiredText(messages.requiredFields, 100, "Please use at most 100 characters"),
  email: Email,
  password: NewPassword,
  birthYear: BirthYear,
  gender: genderInput(requiredOr(messages.invalidGender)),
  role: choice(ROLES, messages.invalidRole),
  sport: z.string(required).trim().min(1, messages.requiredFields).refine(isSport, messages.invalidSport),
  sportPosition: z
    .string()
    .trim()
    .max(60, messages.invalidPosition)
    .optional()
    .transform((position) => (position ? position : undefined)),
  yearsPlaying: YearsPlaying,
  /** The code of the invitation link the visitor came with (platform.md §3), if any. */
  invitationCode: z
    .string()
    .trim()
    .max(INVITATION_CODE_MAX, messages.invitationInvalid)
    .optional()
    .transform((code) => (code ? code : undefined)),
};

type PositionFields = { sport: string; sportPosition?: string | undefined };
/** A position, when given, is one of the sport's (the sport is checked on its own). */
export const positionBelongsToSport = (input: PositionFields) =>
  input.sportPosition === undefined || isPositionOf(input.sport, input.sportPosition);
export const positionIssue = { message: messages.invalidPosition, path: ["sportPosition"] };

/** The registration payload of platform.md §3, as the server accepts it. */
export const RegisterInput = z.object(registerFields).refine(positionBelongsToSport, positionIssue);
export type RegisterInput = z.input<typeof RegisterInput>;

/** The registration form: the payload plus the confirmation and the terms box (§5). */
export const RegisterForm = z
  .object({
    ...registerFields,
    confirmPassword: z.string(required).min(1, messages.requiredFields),
    agreeToTerms: z.boolean().refine((agreed) => agreed, messages.mustAgreeToTerms),
  })
  .refine(positionBelongsToSport, positionIssue)
  .refine((form) => form.password === form.confirmPassword, {
    message: messages.passwordsDoNotMatch,
    path: ["confirmPassword"],
  });
export type RegisterForm = z.input<typeof RegisterForm>;

export const LoginInput = z.object({
  email: z
    .string({ error: messages.loginRequired })
    .trim()
    .min(1, messages.loginRequired)
    .max(254, messages.invalidCredentials)
    .transform((email) => email.toLowerCase()),
  password: z
    .string({ error: messages.loginRequired })
    .min(1, messages.loginRequired)
    .max(PASSWORD_MAX * 4),
  rememberMe: z.boolean().optional().default(false),
});
export type LoginInput = z.input<typeof LoginInput>;

export const UserProfile = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  birthYear: z.number(),
  gender: z.enum(STORED_GENDERS),
  sport: z.string(),
  position: z.string().nullable(),
  sportPosition: z.string().nullable(),
  yearsPlaying: z.string(),
  subscriptionStatus: z.string(),
  onboardingCompleted: z.boolean(),
  isAdmin: z.boolean(),
  createdAt: z.date(),
});
export type UserProfile = z.infer<typeof UserProfile>;

/** Parsed (normalised) forms, as services receive them. */
export type RegisterData = z.output<typeof RegisterInput>;
export type LoginData = z.output<typeof LoginInput>;
