import { messages, type ProfileView } from "@onepercent/validators";
import { appRouter } from "../root";
import { type RestRequest, type RestRow, row } from "./types";

const { auth, profile } = appRouter;

/** The profile as training-and-tools.md §3 reads it: onboardingResponses, also under `responses`. */
const shaped = (view: ProfileView) => ({ ...view, responses: view.onboardingResponses });
const changes = ({ body }: RestRequest) => ({ data: body });

/**
 * An old client's POST update: the body carries the caller's userId and `field: value` beside the
 * profile fields (400 `message` when the field is wrong).
 */
const oldClientUpdate = (path: string, field: string, value: string, message: string) =>
  row({
    method: "POST",
    path,
    access: "user",
    owner: { from: "body", required: true },
    envelope: { field, value, message },
    procedure: profile.update,
    input: changes,
    answer: shaped,
  });

/**
 * The account and profile paths of platform.md §7 and training-and-tools.md §7. The five update
 * variants the old client tried in turn all change the caller's own profile; a userId of anyone
 * else is 404. The parameterised /api/users/:userId rows come last (rest/index.ts).
 */
export const userRows: RestRow[] = [
  row({
    method: "GET",
    path: ["/api/users/info", "/api/api/users/me", "/users/info"],
    access: "user",
    procedure: auth.me,
  }),
  // The imagery screen reads it without the api prefix (training-and-tools.md §7).
  row({
    method: "GET",
    path: ["/api/users/profile", "/users/profile"],
    access: "user",
    procedure: profile.get,
    answer: shaped,
  }),
  row({
    method: "PUT",
    path: "/api/users/profile",
    access: "user",
    procedure: profile.update,
    input: changes,
    answer: shaped,
  }),
  row({
    method: "PATCH",
    path: "/api/users/profile",
    access: "user",
    procedure: profile.update,
    input: changes,
    answer: shaped,
  }),
  oldClientUpdate("/api/users/profile", "action", "update", messages.actionMustBeUpdate),
  oldClientUpdate("/api/users/info", "updateType", "profile", messages.updateTypeMustBeProfile),
  // The old session ends with the change: the answer carries the token of the new one.
  row({
    method: "PUT",
    path: "/api/users/change-password",
    access: "user",
    procedure: profile.changePassword,
    answer: ({ message, token }) => ({ message, token }),
  }),
];

/** The caller's own profile by id: mounted after every static /api/users/... path. */
export const userByIdRows: RestRow[] = [
  row({
    method: "PUT",
    path: "/api/users/:userId",
    access: "user",
    owner: { from: "params" },
    procedure: profile.update,
    input: changes,
    answer: shaped,
  }),
  row({
    method: "GET",
    path: ["/api/users/:userId", "/users/:userId"],
    access: "user",
    owner: { from: "params" },
    procedure: auth.me,
  }),
];
