import { Button } from "@onepercent/ui/button";
import { cn } from "@onepercent/ui/cn";
import { Sheet, SheetContent, SheetTrigger } from "@onepercent/ui/sheet";
import { Link, Outlet, useNavigate, useRouteContext } from "@tanstack/react-router";
import { LogOut, Menu } from "lucide-react";
import { useState } from "react";
import { type DrawerItem, drawerGroups, primaryNav } from "../../lib/navigation";
import { useSessionKeeper } from "../../lib/session-keeper";
import { signOut } from "../../lib/sign-out";
import { trpc } from "../../lib/trpc";
import { BrandMark } from "../brand-mark";
import { ModalHost } from "./modal-host";

const navLink =
  "flex items-center gap-3 rounded-xl px-3 py-2.5 font-medium text-slate-700 hover:bg-slate-100 hover:text-ink [&.active]:bg-brand-50 [&.active]:text-brand-800";
/** A bottom-bar item: six share a 320 px phone, so labels are small and may wrap to two lines. */
const barItem =
  "flex min-w-0 flex-1 flex-col items-center gap-1 px-0.5 py-2.5 text-center font-medium text-[11px] text-slate-600 leading-tight";

/** The signed-in frame: left sidebar on desktop, bottom bar on phones, a menu drawer on both. */
export function AppShell() {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const session = trpc.auth.session.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  const ping = trpc.auth.ping.useMutation();

  const logOut = async (reason?: "inactivity") => {
    await signOut();
    await navigate({ to: "/login", search: reason ? { reason } : {}, replace: true });
  };

  useSessionKeeper({
    onIdle: () => void logOut("inactivity"),
    ping: () => ping.mutateAsync().then(() => utils.auth.session.invalidate()),
    rememberMe: session.data?.rememberMe,
  });

  return (
    <div className="min-h-dvh bg-slate-50 lg:flex">
      <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col border-slate-200 border-r bg-white p-4 lg:flex">
        <Link to="/dashboard" className="mb-6 px-2">
          <BrandMark />
        </Link>
        <nav aria-label="Main" className="flex flex-1 flex-col gap-1">
          {primaryNav.map((item) => (
            <Link key={item.to} to={item.to} className={navLink}>
              <item.icon className="size-5" aria-hidden />
              {item.label}
            </Link>
          ))}
        </nav>
        <MenuDrawer onLogout={() => logOut()} className="w-full justify-start" />
      </aside>

      <div className="flex min-w-0 flex-1 flex-col">
        <main className="mx-auto w-full max-w-5xl flex-1 px-4 pt-6 pb-28 sm:px-6 lg:px-10 lg:pt-10 lg:pb-10">
          <Outlet />
        </main>
      </div>

      <nav
        aria-label="Main"
        className="fixed inset-x-0 bottom-0 z-30 flex items-stretch justify-around border-slate-200 border-t bg-white/95 px-1 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
      >
        {primaryNav.map((item) => (
          <Link key={item.to} to={item.to} className={cn(barItem, "[&.active]:text-brand-800")}>
            <item.icon className="size-6" aria-hidden />
            {item.label}
          </Link>
        ))}
        <MenuDrawer onLogout={() => logOut()} compact />
      </nav>
      <ModalHost />
    </div>
  );
}

function MenuDrawer({ onLogout, compact, className }: { onLogout: () => void; compact?: boolean; className?: string }) {
  const [open, setOpen] = useState(false);
  const { user } = useRouteContext({ from: "/_authed" });
  const shown = (item: DrawerItem) => !("adminOnly" in item && item.adminOnly) || user.isAdmin;
  const groups = drawerGroups
    .map((group) => ({ ...group, items: group.items.filter(shown) }))
    .filter((group) => group.items.length > 0);
  const close = () => setOpen(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        {compact ? (
          <button type="button" className={barItem}>
            <Menu className="size-6" aria-hidden />
            Menu
          </button>
        ) : (
          <Button variant="ghost" className={className}>
            <Menu aria-hidden />
            Menu
          </Button>
        )}
      </SheetTrigger>
      <SheetContent title="Menu">
        <nav aria-label="Menu" className="mt-2 flex flex-1 flex-col gap-1 overflow-y-auto">
          {groups.map((group, index) => (
            <div
              key={group.title ?? `group-${index}`}
              className={cn("flex flex-col gap-1", index > 0 && "mt-2 border-slate-100 border-t pt-3")}
            >
              {group.title ? (
                <p className="px-3 pb-1 font-semibold text-slate-500 text-xs uppercase tracking-wider">{group.title}</p>
              ) : null}
              {group.items.map((item) =>
                "modal" in item ? (
                  <Link
                    key={item.label}
                    to="."
                    search={(previous) => ({ ...previous, modal: item.modal })}
                    onClick={close}
                    className={navLink}
                  >
                    <item.icon className="size-5" aria-hidden />
                    {item.label}
                  </Link>
                ) : (
                  <Link key={item.label} to={item.to} onClick={close} className={navLink}>
                    <item.icon className="size-5" aria-hidden />
                    {item.label}
                  </Link>
                ),
              )}
            </div>
          ))}
          <div className="mt-auto border-slate-100 border-t pt-3">
            <button
              type="button"
              onClick={() => {
                close();
                onLogout();
              }}
              className={cn(navLink, "w-full text-left")}
            >
              <LogOut className="size-5" aria-hidden />
              Logout
            </button>
          </div>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
