import { hasFlag, setFlag } from "./flags";
import type { TrpcUtils } from "./trpc";

/** The signed-in user's profile, or null when there is no valid session. */
export function currentUser(utils: TrpcUtils) {
  return utils.auth.viewer.fetch(undefined, { staleTime: 0 });
}

export type CurrentUser = NonNullable<Awaited<ReturnType<typeof currentUser>>>;

/** A non-secret hint that this browser had a session, so a guard can say it expired. */
export const rememberSignedIn = () => setFlag("local", "onepercent.signedIn");
export const hadSession = () => hasFlag("local", "onepercent.signedIn");
