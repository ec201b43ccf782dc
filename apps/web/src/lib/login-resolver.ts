import type { LoginInput } from "@onepercent/validators";
import type { Resolver } from "react-hook-form";
import type { z } from "zod";

type LoginFormInput = z.input<typeof LoginInput>;
type LoginFormOutput = z.output<typeof LoginInput>;

/** Loads the zod schema and its resolver; they stay out of the sign-in page's first load. */
export const loadLoginValidation = () =>
  Promise.all([import("@hookform/resolvers/zod"), import("@onepercent/validators/user")]).then(
    ([{ zodResolver }, { LoginInput }]) => zodResolver(LoginInput),
  );

/** The sign-in form validates with the procedure's own schema (LoginInput), loaded on demand. */
export const loginResolver: Resolver<LoginFormInput, unknown, LoginFormOutput> = async (values, context, options) =>
  (await loadLoginValidation())(values, context, options);
