import type { RegisterForm } from "@onepercent/validators/user";

/** The five registration steps (platform.md §2) and the fields each one validates. */
export const steps = [
  { title: "Create Profile", subtitle: "Let's start with your name.", fields: ["name"] },
  { title: "Who are you?", subtitle: "Choose the role that fits you best.", fields: ["role"] },
  { title: "About you", subtitle: "This helps your coach personalise your training.", fields: ["birthYear", "gender"] },
  { title: "Your sport", subtitle: "Tell us what you play.", fields: ["sport", "sportPosition", "yearsPlaying"] },
  {
    title: "Your account",
    subtitle: "Almost there: how you will sign in.",
    fields: ["email", "password", "confirmPassword", "agreeToTerms"],
  },
] as const satisfies ReadonlyArray<{ title: string; subtitle: string; fields: ReadonlyArray<keyof RegisterForm> }>;

/** A Google user's steps (issue 16): the e-mail comes from Google and there is no password. */
export const googleSteps = [
  steps[0],
  steps[1],
  steps[2],
  steps[3],
  { title: "Your account", subtitle: "Almost there: one last check.", fields: ["agreeToTerms"] },
] as const satisfies ReadonlyArray<{ title: string; subtitle: string; fields: ReadonlyArray<keyof RegisterForm> }>;

export type FieldName = (typeof steps)[number]["fields"][number];

const allFields: readonly string[] = steps.flatMap((step) => step.fields);

export function isFieldName(name: string): name is FieldName {
  return allFields.includes(name);
}

/** The step that holds a field, for jumping to a server-reported error. */
export function stepOf(field: FieldName): number {
  return steps.findIndex((step) => step.fields.some((candidate) => candidate === field));
}
