import { offlineMessages } from "@onepercent/validators/messages/offline";
import { WifiOff } from "lucide-react";
import type { OutboxEntry } from "../../lib/offline/outbox-state";
import OutboxLine from "./outbox-line";

export interface OfflineStatusLineProps {
  userId: string;
  online: boolean;
  entries: readonly OutboxEntry[];
}

/** The offline banner's line: offline, and what the outbox holds. */
export default function OfflineStatusLine({ userId, online, entries }: OfflineStatusLineProps) {
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 text-sm sm:px-6 lg:px-10">
      {online ? null : (
        <p className="flex items-center gap-2 font-medium text-amber-950">
          <WifiOff className="size-4 shrink-0" aria-hidden />
          {offlineMessages.banner}
        </p>
      )}
      {entries.length > 0 ? <OutboxLine userId={userId} entries={entries} /> : null}
    </div>
  );
}
