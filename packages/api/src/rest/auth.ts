import { messages } from "@onepercent/validators";
import { appRouter } from "../root";
import { type RestRow, row } from "./types";

const { auth, contact, health } = appRouter;

/** Sign-in, health and contact (platform.md §7). */
export const authRows: RestRow[] = [
  row({ method: "GET", path: "/api/health", access: "public", procedure: health.check }),
  row({ method: "POST", path: "/api/users/login", access: "public", procedure: auth.login }),
  row({ method: "POST", path: "/api/users/register", access: "public", status: 201, procedure: auth.register }),
  row({
    method: "POST",
    path: "/api/users/logout",
    access: "user",
    procedure: auth.logout,
    answer: () => ({ message: messages.loggedOut }),
  }),
  row({ method: "POST", path: "/api/users/contact", access: "user", procedure: contact.send }),
];
