import { useTimedNotice } from "@onepercent/ui/use-timed-notice";
import { AI_BANNER_MS } from "@onepercent/validators/ai-tools";
import { useCallback, useMemo } from "react";

/** Where a message shows: beside the script's own button, or under the tool's actions. */
export type NoticePlace = "script" | "actions";

export type Notice = { tone: "success" | "error"; text: string; place: NoticePlace } | null;

/**
 * The one message a tool shows, beside the button that caused it: a success that clears itself
 * after 3 seconds (training-and-tools.md §8, §9), or a failure that stays until the next action.
 */
export function useNotice() {
  const { value: notice, show, clear } = useTimedNotice<NonNullable<Notice>>(AI_BANNER_MS);
  const success = useCallback(
    (text: string, place: NoticePlace = "actions") => show({ tone: "success", text, place }),
    [show],
  );
  const error = useCallback(
    (text: string, place: NoticePlace = "actions") => show({ tone: "error", text, place }, { lasting: true }),
    [show],
  );
  return useMemo(() => ({ notice, success, error, clear }), [notice, success, error, clear]);
}

/** The notice when it belongs at `place`, else null. */
export const noticeAt = (notice: Notice, place: NoticePlace): Notice => (notice?.place === place ? notice : null);
