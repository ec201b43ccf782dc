import { PageHeader } from "@onepercent/ui/page-header";
import { createFileRoute, redirect } from "@tanstack/react-router";
import { AdminPage } from "../../components/admin/admin-page";
import { NeedsConnection } from "../../components/common/needs-connection";
import { useOnline } from "../../lib/offline/network-status";
import { trpc } from "../../lib/trpc";

/**
 * The admin page (platform.md §2): only for the admin, as the server says; the API checks again.
 * Nothing of it is kept on the device: opened offline, it says that it needs a connection (issue 28).
 */
export const Route = createFileRoute("/_authed/admin")({
  beforeLoad: ({ context }) => {
    if (!context.user.isAdmin) throw redirect({ to: "/", replace: true });
  },
  loader: ({ context }) =>
    navigator.onLine ? context.trpc.admin.status.ensureData(undefined, { staleTime: 0 }) : Promise.resolve(undefined),
  component: AdminOrOffline,
});

function AdminOrOffline() {
  const online = useOnline();
  const known = trpc.useUtils().admin.status.getData() !== undefined;
  if (online || known) return <AdminPage />;
  return (
    <div className="space-y-6">
      <PageHeader eyebrow="Coach tools" title="Admin Dashboard" layout="top" />
      <NeedsConnection />
    </div>
  );
}
