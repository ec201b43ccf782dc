import { cn } from "@onepercent/ui/cn";
import { Sheet, SheetContent } from "@onepercent/ui/sheet";
import { Link, useRouteContext } from "@tanstack/react-router";
import { ClipboardList, LogOut } from "lucide-react";
import type { RefObject } from "react";
import { type DrawerItem, drawerGroups } from "../../lib/drawer";
import { trpc } from "../../lib/trpc";
import { navLink } from "./nav-styles";

/** How long the answer "may this account coach" (coach.status) is trusted before the drawer asks again. */
const COACH_STATUS_STALE_MS = 60_000;

/**
 * The menu drawer: the groups of platform.md's navigation, Logout, "Admin Dashboard" for the
 * admin only (the server decides `isAdmin`), and "Coach" for the admin and the accounts the admin
 * made coaches (issue 29; asked of the server when the drawer loads, not with every page). Loaded
 * on demand, so the first load of a page does not carry the dialog code; focus returns to the
 * button that opened it.
 */
export default function MenuSheet({
  open,
  onOpenChange,
  onLogout,
  trigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onLogout: () => void;
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  const { user } = useRouteContext({ from: "/_authed" });
  const shown = (item: DrawerItem) => !("adminOnly" in item && item.adminOnly) || user.isAdmin;
  const groups = drawerGroups
    .map((group) => ({ ...group, items: group.items.filter(shown) }))
    .filter((group) => group.items.length > 0);
  const close = () => onOpenChange(false);
  const coach = trpc.coach.status.useQuery(undefined, { enabled: !user.isAdmin, staleTime: COACH_STATUS_STALE_MS });
  const mayCoach = user.isAdmin || coach.data?.coach === true;
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        title="Menu"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
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
          {mayCoach ? (
            <div className="mt-2 flex flex-col gap-1 border-slate-100 border-t pt-3">
              <Link to="/coach" onClick={close} className={navLink}>
                <ClipboardList className="size-5" aria-hidden />
                Coach
              </Link>
            </div>
          ) : null}
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
