import { Button } from "@onepercent/ui/button";
import { Card } from "@onepercent/ui/card";
import { IconTile } from "@onepercent/ui/icon-tile";
import { messages } from "@onepercent/validators/messages/common";
import { CircleAlert, RotateCw } from "lucide-react";

/** training-and-tools.md §8: "Error Loading Profile" with Try Again. */
export function ProfileError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Card role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 px-6 py-10 text-center">
      <IconTile size={12} shape="round" tone="danger">
        <CircleAlert className="size-6" aria-hidden />
      </IconTile>
      <h1 className="font-semibold text-ink text-xl">{messages.profileLoadFailed}</h1>
      <p className="text-slate-700">We could not load your profile. Check your connection and try again.</p>
      <Button onClick={onRetry} disabled={retrying} className="mt-2">
        <RotateCw aria-hidden />
        {retrying ? "Trying…" : "Try Again"}
      </Button>
    </Card>
  );
}

/** While the profile loads (again). */
export function ProfileLoading() {
  return (
    <div role="status" aria-label="Loading profile" className="space-y-6">
      <div className="flex items-center gap-4">
        <span className="size-16 animate-pulse rounded-full bg-slate-200 sm:size-20" />
        <span className="h-8 w-48 animate-pulse rounded-lg bg-slate-200" />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <span className="h-56 animate-pulse rounded-2xl bg-slate-200" />
        <span className="h-56 animate-pulse rounded-2xl bg-slate-200" />
      </div>
    </div>
  );
}
