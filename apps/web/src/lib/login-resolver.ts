import { lazyZodResolver } from "./lazy-resolver";

/** The sign-in form validates with the procedure's own schema (LoginInput), loaded on demand. */
export const { load: loadLoginValidation, resolver: loginResolver } = lazyZodResolver(() =>
  import("@onepercent/validators/user").then(({ LoginInput }) => LoginInput),
);
