import { AI_BANNER_MS } from "@onepercent/validators/ai-tools";
import { useCallback, useEffect, useMemo, useState } from "react";

/** Where a message shows: beside the script's own button, or under the tool's actions. */
export type NoticePlace = "script" | "actions";

export type Notice = { tone: "success" | "error"; text: string; place: NoticePlace } | null;

/**
 * The one message a tool shows, beside the button that caused it: a success that clears itself
 * after 3 seconds (training-and-tools.md §8, §9), or a failure that stays until the next action.
 */
export function useNotice() {
  const [notice, setNotice] = useState<Notice>(null);
  useEffect(() => {
    if (notice?.tone !== "success") return;
    const timer = setTimeout(() => setNotice(null), AI_BANNER_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  const success = useCallback(
    (text: string, place: NoticePlace = "actions") => setNotice({ tone: "success", text, place }),
    [],
  );
  const error = useCallback(
    (text: string, place: NoticePlace = "actions") => setNotice({ tone: "error", text, place }),
    [],
  );
  const clear = useCallback(() => setNotice(null), []);
  return useMemo(() => ({ notice, success, error, clear }), [notice, success, error, clear]);
}

/** The notice when it belongs at `place`, else null. */
export const noticeAt = (notice: Notice, place: NoticePlace): Notice => (notice?.place === place ? notice : null);
