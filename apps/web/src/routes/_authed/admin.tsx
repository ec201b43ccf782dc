import { createFileRoute, redirect } from "@tanstack/react-router";
import { AdminPage } from "../../components/admin/admin-page";

/** The admin page (platform.md §2): only for the admin, as the server says; the API checks again. */
export const Route = createFileRoute("/_authed/admin")({
  beforeLoad: ({ context }) => {
    if (!context.user.isAdmin) throw redirect({ to: "/", replace: true });
  },
  loader: ({ context }) => context.trpc.admin.status.ensureData(undefined, { staleTime: 0 }),
  component: AdminPage,
});
