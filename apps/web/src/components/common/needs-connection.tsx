import { cn } from "@onepercent/ui/cn";
import { offlineMessages } from "@onepercent/validators/messages/offline";
import { WifiOff } from "lucide-react";
import { useOnline } from "../../lib/offline/network-status";

/**
 * Said plainly on a tool that needs the server (the AI tools, the admin page) while the app is
 * offline (issue 28): its buttons are disabled meanwhile, and nothing fails.
 */
export function NeedsConnection({ className }: { className?: string }) {
  const online = useOnline();
  if (online) return null;
  return (
    <p
      className={cn(
        "flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 px-3 py-2 text-amber-950 text-sm",
        className,
      )}
    >
      <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        <strong className="font-semibold">{offlineMessages.needsConnection}.</strong>{" "}
        {offlineMessages.needsConnectionHint}
      </span>
    </p>
  );
}
