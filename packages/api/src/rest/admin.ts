import { messages } from "@onepercent/validators";
import { appRouter } from "../root";
import { type RestRequest, type RestRow, row } from "./types";

const { admin, invitations } = appRouter;
/** The path parameters as the input. */
const params = (request: RestRequest) => request.params;

/**
 * Admin and invitations (platform.md §7; docs/decisions/007). REST clients pass the admin page's
 * password gate with POST /api/admin/unlock, like the web app does.
 */
export const adminRows: RestRow[] = [
  row({ method: "POST", path: "/api/admin/unlock", access: "admin", procedure: admin.unlock }),
  row({ method: "POST", path: "/api/invitations", access: "admin", status: 201, procedure: admin.invitations.create }),
  row({ method: "GET", path: "/api/invitations", access: "admin", procedure: admin.invitations.list }),
  row({
    method: "GET",
    path: "/api/invitations/verify/:code",
    access: "public",
    procedure: invitations.verify,
    input: params,
  }),
  row({
    method: "PUT",
    path: "/api/invitations/use/:code",
    access: "public",
    procedure: invitations.use,
    input: params,
  }),
  row({
    method: "POST",
    path: "/api/invitations/:id/resend",
    access: "admin",
    procedure: admin.invitations.resend,
    input: params,
  }),
  row({
    method: "DELETE",
    path: "/api/invitations/:id",
    access: "admin",
    procedure: admin.invitations.delete,
    input: params,
    answer: (removed) => ({ ...removed, message: messages.invitationDeleted }),
  }),
  row({ method: "GET", path: "/api/users/all", access: "admin", procedure: admin.users.all }),
];
