import { useCallback, useEffect } from "react";
import { httpStatusOf, trpc } from "../../lib/trpc";

/**
 * A 403 from an admin call means the unlock ended (it lasts one session, at most 12 hours):
 * asking the server again brings the password gate back instead of a dead page.
 */
export function useRelockOn403() {
  const utils = trpc.useUtils();
  return useCallback(
    (error: unknown) => {
      if (httpStatusOf(error) === 403) void utils.admin.status.invalidate();
    },
    [utils],
  );
}

export function useRelockWhenForbidden(error: unknown) {
  const relock = useRelockOn403();
  useEffect(() => relock(error), [error, relock]);
}
