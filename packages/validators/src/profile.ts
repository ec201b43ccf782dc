import { z } from "zod";
import { messages } from "./messages/common";
import { numberFromText } from "./number-schemas";
import { ONBOARDING_ANSWER_KEYS, type OnboardingAnswerKey, OnboardingResponses } from "./onboarding";
import { isPositionOf, isSport } from "./sports";
import { requiredText } from "./text-schemas";
import { genderInput, PASSWORD_MAX, PROFILE_GENDERS, positionIssue, ROLES, UserProfile } from "./user";

/** training-and-tools.md §5 and §9: the profile's birth year and years-playing ranges. */
export const PROFILE_BIRTH_YEAR_MIN = 1900;
export const YEARS_PLAYING_MAX = 50;
export const CHANGE_PASSWORD_MIN = 8;
export const PROFILE_NAME_MAX = 100;
export const POSITION_MAX = 60;

/** Registration keeps these two labels; the profile keeps a number of years (0 to 50). */
export const YEARS_PLAYING_LABELS = ["Less than 1", "More than 20"] as const;

/** Birth years the profile offers: this year back to 1900, newest first. */
export function profileBirthYears(now = new Date()): number[] {
  const year = now.getUTCFullYear();
  return Array.from({ length: year - PROFILE_BIRTH_YEAR_MIN + 1 }, (_, i) => year - i);
}

/** How a stored years-playing value reads: "Less than 1 year", "1 year", "7 years", "More than 20 years". */
export function yearsPlayingLabel(value: string): string {
  if (value === "0" || value === "Less than 1") return "Less than 1 year";
  if (value === "1") return "1 year";
  return `${value} years`;
}

const ProfileName = requiredText(
  messages.nameAndEmailRequired,
  PROFILE_NAME_MAX,
  `Please use at most ${PROFILE_NAME_MAX} characters`,
);

const ProfileBirthYear = z.preprocess(
  numberFromText,
  z
    .number({ error: messages.profileBirthYear })
    .int(messages.profileBirthYear)
    .min(PROFILE_BIRTH_YEAR_MIN, messages.profileBirthYear)
    .refine((year) => year <= new Date().getUTCFullYear(), messages.profileBirthYear),
);

/** Either spelling of the spec (prefer_not_to_say or prefer-not-to-say, non_binary or non-binary), stored as one value. */
const ProfileGender = genderInput(messages.invalidGender);

const ProfileRole = z.enum(ROLES, { error: messages.invalidRole });

const ProfileSport = z
  .string({ error: messages.invalidSport })
  .trim()
  .min(1, messages.invalidSport)
  .refine(isSport, messages.invalidSport);

/** A position, or null (none); an empty text means none. */
const ProfilePosition = z
  .string({ error: messages.invalidPosition })
  .trim()
  .max(POSITION_MAX, messages.invalidPosition)
  .nullable()
  .transform((position) => (position ? position : null));

/**
 * Years playing as the profile keeps it: a whole number 0 to 50 (number or digit text), stored
 * as text. Registration's two labels are accepted unchanged, so re-saving an untouched value works.
 */
const ProfileYearsPlaying = z.preprocess(
  numberFromText,
  z.union(
    [
      z
        .number()
        .int()
        .min(0)
        .max(YEARS_PLAYING_MAX)
        .transform((years) => String(years)),
      z.enum(YEARS_PLAYING_LABELS),
    ],
    { error: messages.profileYearsPlaying },
  ),
);

/**
 * The fields of a profile the user may change (platform.md §3, training-and-tools.md §5). The
 * e-mail is the sign-in identity and is not among them.
 */
const ProfileFields = z.object({
  name: ProfileName,
  birthYear: ProfileBirthYear,
  gender: ProfileGender,
  role: ProfileRole,
  sport: ProfileSport,
  /** Accepted under both names the spec uses; sportPosition wins when both are sent. */
  sportPosition: ProfilePosition,
  position: ProfilePosition,
  yearsPlaying: ProfileYearsPlaying,
});

/**
 * The fields a profile update may change, each one optional, so the personal and the sport
 * section save on their own; unknown fields (userId, updateType, action) are ignored.
 */
export const ProfileUpdate = ProfileFields.partial();
export type ProfileUpdate = z.input<typeof ProfileUpdate>;
export type ProfileUpdateData = z.output<typeof ProfileUpdate>;

/** profile.update: the changes to the caller's own profile. */
export const ProfileUpdateInput = z.object({ data: ProfileUpdate });
export type ProfileUpdateInput = z.input<typeof ProfileUpdateInput>;

/**
 * The sport and position after an update: a new sport clears the position unless one is sent
 * with it; a position must belong to the (new or kept) sport. Answers the error message instead
 * when the position does not fit.
 */
export function nextSportAndPosition(
  current: { sport: string; sportPosition: string | null },
  update: Pick<ProfileUpdateData, "sport" | "sportPosition" | "position">,
): { sport: string; sportPosition: string | null } | { error: string } {
  const sport = update.sport ?? current.sport;
  const sent = update.sportPosition !== undefined ? update.sportPosition : update.position;
  const sportPosition = sent !== undefined ? sent : sport !== current.sport ? null : current.sportPosition;
  const checked = update.sport !== undefined || sent !== undefined;
  if (checked && sportPosition !== null && !isPositionOf(sport, sportPosition)) {
    return { error: messages.invalidPosition };
  }
  return { sport, sportPosition };
}

/** The personal section's edit form: every field required. */
export const PersonalDetailsForm = ProfileFields.pick({ name: true, birthYear: true, gender: true, role: true });
export type PersonalDetailsForm = z.input<typeof PersonalDetailsForm>;

/** The sport section's edit form: sport from the catalogue, then one of its positions (or none). */
export const SportDetailsForm = ProfileFields.pick({ sport: true, sportPosition: true, yearsPlaying: true }).refine(
  (form) => form.sportPosition === null || isPositionOf(form.sport, form.sportPosition),
  positionIssue,
);
export type SportDetailsForm = z.input<typeof SportDetailsForm>;

/** Each answer titled like its onboarding step. */
export const MENTAL_PROFILE_LABELS: Record<OnboardingAnswerKey, string> = {
  whyIPlaySport: "Why I Play",
  journey: "Your Journey",
  goals: "Your Goals",
  currentMentalState: "Current Mental State",
  desiredMentalState: "Desired Mental State",
  expectations: "App Expectations",
};

/** The answers not given yet: a blank "why I play" or an empty selection; all six before onboarding. */
export function missingMentalProfileAnswers(responses: OnboardingResponses | null): OnboardingAnswerKey[] {
  return ONBOARDING_ANSWER_KEYS.filter((key) => {
    if (!responses) return true;
    const value = responses[key];
    return typeof value === "string" ? value.trim() === "" : value.length === 0;
  });
}

/** Age in years from the birth year (the profile keeps no birthday). */
export function ageFromBirthYear(birthYear: number, now = new Date()): number {
  return Math.max(0, now.getUTCFullYear() - birthYear);
}

/** The profile page's data: the user's profile, age, and the mental performance profile answers. */
export const ProfileView = UserProfile.extend({
  /** Spelt as the profile documents it (prefer_not_to_say), whatever spelling was sent. */
  gender: z.enum(PROFILE_GENDERS),
  age: z.number(),
  onboardingResponses: OnboardingResponses.nullable(),
  missingAnswers: z.array(z.enum(ONBOARDING_ANSWER_KEYS)),
});
export type ProfileView = z.infer<typeof ProfileView>;

const CurrentPassword = z
  .string({ error: messages.allFieldsRequired })
  .min(1, messages.allFieldsRequired)
  .max(PASSWORD_MAX * 4, messages.currentPasswordIncorrect);

const ChangedPassword = z
  .string({ error: messages.allFieldsRequired })
  .min(1, messages.allFieldsRequired)
  .min(CHANGE_PASSWORD_MIN, messages.newPasswordTooShort)
  .max(PASSWORD_MAX, messages.passwordTooLong);

/**
 * PUT /api/users/change-password {currentPassword, newPassword} and profile.changePassword. The
 * confirmation is optional for REST clients; when sent it must match.
 */
export const ChangePasswordInput = z
  .object({
    currentPassword: CurrentPassword,
    newPassword: ChangedPassword,
    confirmPassword: z.string().max(PASSWORD_MAX).optional(),
  })
  .refine((input) => input.confirmPassword === undefined || input.confirmPassword === input.newPassword, {
    message: messages.newPasswordsDoNotMatch,
    path: ["confirmPassword"],
  });
export type ChangePasswordInput = z.input<typeof ChangePasswordInput>;

/** The change-password form: all three fields required, the new ones matching, at least 8 characters. */
export const ChangePasswordForm = z
  .object({
    currentPassword: CurrentPassword,
    newPassword: ChangedPassword,
    confirmPassword: z.string({ error: messages.allFieldsRequired }).min(1, messages.allFieldsRequired),
  })
  .refine((form) => form.confirmPassword === form.newPassword, {
    message: messages.newPasswordsDoNotMatch,
    path: ["confirmPassword"],
  });
export type ChangePasswordForm = z.input<typeof ChangePasswordForm>;
