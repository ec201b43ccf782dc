import { hasFlag, setFlag } from "./flags";
import { type GuardDecision, guardDecision } from "./signed-in-guard";
import { httpStatusOf, type TrpcUtils } from "./trpc";

/**
 * The signed-in user's profile, or null when there is no valid session. Asked even when the
 * browser says it is offline, so that the guard learns at once that no answer comes.
 */
function currentUser(utils: TrpcUtils) {
  return utils.auth.viewer.fetch(undefined, { staleTime: 0, networkMode: "always" });
}

export type CurrentUser = NonNullable<Awaited<ReturnType<typeof currentUser>>>;

/**
 * Who the signed-in pages run as: the server's answer, or, when it cannot be reached at all,
 * the user this page last knew (`guardDecision`): known in memory, or else from the answers this
 * browser saved (`restoreSaved`, issue 28: the app opened offline). Another failure is thrown as before.
 */
export async function signedInCheck(
  utils: TrpcUtils,
  restoreSaved: () => Promise<unknown> = async () => {},
): Promise<GuardDecision<CurrentUser>> {
  const lastKnown = utils.auth.viewer.getData();
  try {
    return guardDecision({ answered: await currentUser(utils) }, lastKnown);
  } catch (error) {
    const status = httpStatusOf(error);
    if (status === null && !lastKnown) await restoreSaved().catch(() => {});
    const decision = guardDecision({ failedWith: status }, lastKnown ?? utils.auth.viewer.getData());
    if ("fail" in decision) throw error;
    return decision;
  }
}

/** A non-secret hint that this browser had a session, so a guard can say it expired. */
export const rememberSignedIn = () => setFlag("local", "onepercent.signedIn");
export const hadSession = () => hasFlag("local", "onepercent.signedIn");
