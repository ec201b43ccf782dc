import { appRouter } from "../root";
import { bodyWith, type RestRow, row } from "./types";

const { recovery } = appRouter;

/**
 * Password recovery (training-and-tools.md §7 "Profile and passwords"). The old client's second
 * `POST /users/forgot-password` call (new password, no code) is refused with nothing changed.
 */
export const recoveryRows: RestRow[] = [
  row({
    method: "POST",
    path: ["/users/forgot-password", "/api/users/forgot-password"],
    access: "public",
    procedure: recovery.forgotPassword,
  }),
  row({
    method: "PATCH",
    path: "/api/users/resetPassword/:token",
    access: "public",
    procedure: recovery.resetWithToken,
    input: ({ params, body }) => bodyWith(body, { token: params.token }),
    answer: ({ message }) => ({ message }),
  }),
];
