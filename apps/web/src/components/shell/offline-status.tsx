import { type ComponentType, lazy, Suspense, useEffect } from "react";
import { useOnline } from "../../lib/offline/network-status";
import { useOutboxEntries } from "../../lib/offline/outbox-status";
import type { OfflineStatusLineProps } from "./offline-status-line";

const loadLine = () => import("./offline-status-line");
/** Should its code be missing (offline, never fetched), the page goes on without the line. */
const OfflineStatusLine = lazy<ComponentType<OfflineStatusLineProps>>(() =>
  loadLine().catch(() => ({ default: NoLine })),
);

function NoLine(_: OfflineStatusLineProps) {
  return null;
}

/**
 * Above every signed-in page (issue 28): one polite live region that says "Offline — …" while the
 * server cannot be reached, how many changes wait to be sent, and the ones the server refused. Its
 * content is fetched right after the first render (decision 005), while the connection is there.
 */
export function OfflineStatus({ userId }: { userId: string }) {
  const online = useOnline();
  const entries = useOutboxEntries(userId);
  useEffect(() => void loadLine().catch(() => {}), []);
  const shown = !online || entries.length > 0;
  return (
    <div role="status" className={shown ? "sticky top-0 z-20 border-amber-200 border-b bg-amber-50" : undefined}>
      {shown ? (
        <Suspense fallback={null}>
          <OfflineStatusLine userId={userId} online={online} entries={entries} />
        </Suspense>
      ) : null}
    </div>
  );
}
