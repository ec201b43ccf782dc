import type { PROFILE_GENDERS } from "@onepercent/validators/user";

export const genderLabels: Record<(typeof PROFILE_GENDERS)[number], string> = {
  male: "Male",
  female: "Female",
  non_binary: "Non-binary",
  prefer_not_to_say: "Prefer not to say",
};
