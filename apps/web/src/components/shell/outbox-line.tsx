import { outboxMessages } from "@onepercent/validators/messages/outbox";
import { CloudUpload } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import type { OutboxEntry } from "../../lib/offline/outbox-state";

const OutboxReview = lazy(() => import("./outbox-review"));

/** The outbox's part of the offline banner: how many changes wait, how many were refused (with their review). */
export default function OutboxLine({ userId, entries }: { userId: string; entries: readonly OutboxEntry[] }) {
  const [reviewing, setReviewing] = useState(false);
  const waiting = entries.filter((entry) => entry.refused === null).length;
  const refused = entries.length - waiting;
  return (
    <>
      {waiting > 0 ? (
        <p className="flex items-center gap-1.5 text-amber-900">
          <CloudUpload className="size-4 shrink-0" aria-hidden />
          {outboxMessages.waiting(waiting)}
        </p>
      ) : null}
      {refused > 0 ? (
        <p className="flex items-center gap-2 text-rose-800">
          {outboxMessages.refused(refused)}
          <button
            type="button"
            className="rounded-lg px-2 py-1 font-semibold underline underline-offset-2 hover:bg-rose-100"
            onClick={() => setReviewing(true)}
          >
            {outboxMessages.review}
          </button>
        </p>
      ) : null}
      {reviewing ? (
        <Suspense fallback={null}>
          <OutboxReview userId={userId} onClose={() => setReviewing(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
