import { Button } from "@onepercent/ui/button";
import { Card } from "@onepercent/ui/card";
import { Link } from "@tanstack/react-router";
import { ArrowLeft, ChevronRight, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { BackLink } from "../ui/back-link";
import { SectionTitle } from "./section";

/** A /profile card leading to a page of its own under the profile: what it is for, and the way there. */
export function SubpageCard({
  id,
  icon,
  title,
  to,
  action,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  to: "/profile/reminders" | "/profile/teams";
  action: string;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={id} className="flex flex-col">
      <SectionTitle id={id} icon={icon} title={title} />
      <p className="mt-2 flex-1 text-slate-700 text-sm">{children}</p>
      <div className="mt-3 flex sm:justify-end">
        <Button asChild variant="secondary" className="w-full sm:w-auto">
          <Link to={to}>
            {action}
            <ChevronRight aria-hidden />
          </Link>
        </Button>
      </div>
    </Card>
  );
}

/** The link above a profile sub-page's title back to /profile (PageHeader's `back`). */
export function BackToProfile() {
  return (
    <BackLink to="/profile" icon={ArrowLeft}>
      Profile
    </BackLink>
  );
}
