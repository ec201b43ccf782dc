import {
  ChangePasswordInput,
  LegacyInfoUpdate,
  LegacyProfileAction,
  ProfileUpdate,
  type ProfileView,
} from "@onepercent/validators";
import type { RestRequest, RestRoute } from "./routes";

type Caller = Parameters<RestRoute["handle"]>[0];

/** The profile as training-and-tools.md §3 reads it: onboardingResponses, also under `responses`. */
const shaped = (profile: ProfileView) => ({ ...profile, responses: profile.onboardingResponses });

const update = async (caller: Caller, userId: string | undefined, body: unknown) =>
  shaped(await caller.profile.update({ userId, data: ProfileUpdate.parse(body) }));

/**
 * The profile paths of platform.md §7 and training-and-tools.md §7. The five update variants the
 * old client tried in turn all change the caller's own profile; a userId of anyone else is 404.
 * Static paths: mount before the parameterised /api/users/:userId rows.
 */
export const profileRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/api/users/profile",
    access: "user",
    handle: async (caller) => shaped(await caller.profile.get()),
  },
  // The imagery screen reads it without the api prefix (training-and-tools.md §7).
  {
    method: "GET",
    path: "/users/profile",
    access: "user",
    handle: async (caller) => shaped(await caller.profile.get()),
  },
  {
    method: "PUT",
    path: "/api/users/profile",
    access: "user",
    handle: (caller, { body }) => update(caller, undefined, body),
  },
  {
    method: "PATCH",
    path: "/api/users/profile",
    access: "user",
    handle: (caller, { body }) => update(caller, undefined, body),
  },
  {
    method: "POST",
    path: "/api/users/profile",
    access: "user",
    handle: (caller, { body }) => update(caller, LegacyProfileAction.parse(body).userId, body),
  },
  {
    method: "POST",
    path: "/api/users/info",
    access: "user",
    handle: (caller, { body }) => update(caller, LegacyInfoUpdate.parse(body).userId, body),
  },
  {
    method: "PUT",
    path: "/api/users/change-password",
    access: "user",
    handle: async (caller, { body }) => {
      // The old session ends with the change: the answer carries the token of the new one.
      const { message, token } = await caller.profile.changePassword(ChangePasswordInput.parse(body));
      return { message, token };
    },
  },
  {
    method: "PUT",
    path: "/api/users/:userId",
    access: "user",
    handle: (caller, { params, body }: RestRequest) => update(caller, params.userId, body),
  },
];
