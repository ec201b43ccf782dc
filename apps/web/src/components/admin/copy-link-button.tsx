import { Button } from "@onepercent/ui/button";
import { toast } from "@onepercent/ui/toaster";
import { useTimedNotice } from "@onepercent/ui/use-timed-notice";
import { INVITATION_COPIED_MS } from "@onepercent/validators/invitations";
import { messages } from "@onepercent/validators/messages/common";
import { Check, Copy } from "lucide-react";

/** Copies an invitation link; "Copied" shows for 2 seconds (platform.md §9). */
export function CopyLinkButton({ url, label = "Copy link" }: { url: string; label?: string }) {
  const copied = useTimedNotice<true>(INVITATION_COPIED_MS);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      copied.show(true);
      toast.success(messages.invitationCopied);
    } catch {
      toast.error(`Copying is blocked in this browser. The link: ${url}`);
    }
  };

  return (
    <Button variant="secondary" size="sm" onClick={copy} aria-live="polite">
      {copied.value ? <Check aria-hidden className="text-brand-700" /> : <Copy aria-hidden />}
      {copied.value ? "Copied!" : label}
    </Button>
  );
}
