import { Button } from "@onepercent/ui/button";
import { Dialog, DialogContent } from "@onepercent/ui/dialog";
import { outboxKindLabels, outboxMessages } from "@onepercent/validators/messages/outbox";
import { outboxFor } from "../../lib/offline/outbox-client";
import { useOutboxEntries } from "../../lib/offline/outbox-status";

const when = (at: number) =>
  new Intl.DateTimeFormat(undefined, { weekday: "short", hour: "numeric", minute: "2-digit" }).format(at);

/** The changes the server refused (issue 28): each kept with the server's reason until sent again or discarded. */
export default function OutboxReview({ userId, onClose }: { userId: string; onClose: () => void }) {
  const refused = useOutboxEntries(userId).filter((entry) => entry.refused !== null);
  const outbox = outboxFor(userId);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={outboxMessages.reviewTitle} description={outboxMessages.reviewDescription}>
        <ul className="space-y-3">
          {refused.map((entry) => (
            <li key={entry.key} className="rounded-xl border border-slate-200 p-3">
              <p className="font-semibold text-ink">
                {outboxKindLabels[entry.kind] ?? entry.kind}{" "}
                <span className="font-normal text-slate-600 text-sm">· {when(entry.queuedAt)}</span>
              </p>
              <p className="mt-1 text-rose-800 text-sm">{entry.refused}</p>
              <div className="mt-3 flex gap-2">
                <Button
                  size="sm"
                  onClick={() => void outbox.retry(entry.key).then(() => outbox.sync())}
                  aria-label={`${outboxMessages.sendAgain}: ${outboxKindLabels[entry.kind] ?? entry.kind}`}
                >
                  {outboxMessages.sendAgain}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => void outbox.discard(entry.key)}
                  aria-label={`${outboxMessages.discard}: ${outboxKindLabels[entry.kind] ?? entry.kind}`}
                >
                  {outboxMessages.discard}
                </Button>
              </div>
            </li>
          ))}
        </ul>
        {refused.length === 0 ? <Button onClick={onClose}>Close</Button> : null}
      </DialogContent>
    </Dialog>
  );
}
