import { ErrorNote } from "@onepercent/ui/error-note";
import { CircleCheck } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { StatusNote } from "../../common/form-parts";
import type { Notice } from "./use-notice";

/**
 * A tool's success (announced politely) or failure (announced at once), with what may follow the
 * text; scrolled into view when it appears, since a long tool may have it below the fold.
 */
export function NoticeLine({ notice, children }: { notice: Notice; children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) ref.current?.scrollIntoView?.({ block: "nearest" });
  }, [notice]);
  if (!notice) return null;
  return (
    <div ref={ref}>
      {notice.tone === "success" ? (
        <StatusNote icon={CircleCheck}>{notice.text}</StatusNote>
      ) : (
        <ErrorNote boxed>
          <span>
            {notice.text}
            {children}
          </span>
        </ErrorNote>
      )}
    </div>
  );
}
