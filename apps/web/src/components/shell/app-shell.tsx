import { Button } from "@onepercent/ui/button";
import { cn } from "@onepercent/ui/cn";
import { Link, Outlet, useRouteContext } from "@tanstack/react-router";
import { Menu } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { primaryNav } from "../../lib/navigation";
import { useOfflineData } from "../../lib/offline/use-offline-data";
import { useSessionKeeper } from "../../lib/session-keeper";
import { trpc } from "../../lib/trpc";
import { BrandLink } from "../brand-mark";
import { ModalHost } from "./modal-host";
import { navLink } from "./nav-styles";
import { OfflineStatus } from "./offline-status";
import { useLogOut } from "./use-log-out";

/** A bottom-bar item: seven (six areas and Menu) share a 320 px phone, so labels are small and may wrap to two lines. */
const barItem =
  "flex min-w-0 flex-1 flex-col items-center gap-1 px-0.5 py-2.5 text-center font-medium text-[10px] text-slate-600 leading-tight min-[400px]:text-[11px]";

/** The signed-in frame: left sidebar on desktop, bottom bar on phones, a menu drawer on both. */
export function AppShell() {
  const utils = trpc.useUtils();
  const session = trpc.auth.session.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  const ping = trpc.auth.ping.useMutation();
  const { user } = useRouteContext({ from: "/_authed" });
  // The athlete's answers are saved for offline use and their outbox (routines too) sent, after the first render (issue 28).
  useOfflineData(user.id);
  const { logOut, dialog: signOutDialog } = useLogOut(user.id);

  useSessionKeeper({
    onIdle: () => void logOut("inactivity"),
    ping: () => ping.mutateAsync().then(() => utils.auth.session.invalidate()),
    rememberMe: session.data?.rememberMe,
  });

  return (
    <div className="min-h-dvh bg-slate-50 lg:flex">
      <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col border-slate-200 border-r bg-white p-4 lg:flex">
        <BrandLink to="/dashboard" className="mb-6 px-2" />
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
        <OfflineStatus userId={user.id} />
        <main className="mx-auto w-full max-w-5xl flex-1 px-4 pt-6 pb-28 sm:px-6 lg:px-10 lg:pt-10 lg:pb-10">
          <Outlet />
        </main>
      </div>

      <nav
        aria-label="Main"
        className="fixed inset-x-0 bottom-0 z-30 flex items-stretch justify-around border-slate-200 border-t bg-white/95 px-1 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
      >
        {primaryNav.map((item) => (
          <Link key={item.to} to={item.to} aria-label={item.label} className={cn(barItem, "[&.active]:text-brand-800")}>
            <item.icon className="size-6" aria-hidden />
            <span className={item.barLabel ? "max-[379px]:hidden" : undefined}>{item.label}</span>
            {item.barLabel ? <span className="hidden max-[379px]:inline">{item.barLabel}</span> : null}
          </Link>
        ))}
        <MenuDrawer onLogout={() => logOut()} compact />
      </nav>
      <ModalHost />
      {signOutDialog}
    </div>
  );
}

const loadMenuSheet = () => import("./menu-sheet");
const MenuSheet = lazy(loadMenuSheet);

/** The Menu button; the drawer's code loads when the pointer or focus comes near it. */
function MenuDrawer({ onLogout, compact, className }: { onLogout: () => void; compact?: boolean; className?: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const buttonProps = {
    ref: trigger,
    "aria-haspopup": "dialog" as const,
    "aria-expanded": open,
    onPointerEnter: () => void loadMenuSheet(),
    onFocus: () => void loadMenuSheet(),
    onClick: () => {
      setWanted(true);
      setOpen(true);
    },
  };
  return (
    <>
      {compact ? (
        <button type="button" className={barItem} {...buttonProps}>
          <Menu className="size-6" aria-hidden />
          Menu
        </button>
      ) : (
        <Button variant="ghost" className={className} {...buttonProps}>
          <Menu aria-hidden />
          Menu
        </Button>
      )}
      {wanted ? (
        <Suspense fallback={null}>
          <MenuSheet open={open} onOpenChange={setOpen} onLogout={onLogout} trigger={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}
