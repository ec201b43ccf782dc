import { Button } from "@onepercent/ui/button";
import { toast } from "@onepercent/ui/toaster";
import { INVITATION_COPIED_MS, messages } from "@onepercent/validators";
import { Check, Copy } from "lucide-react";
import { useTimedFlag } from "../common/use-timed-flag";

/** Copies an invitation link; "Copied" shows for 2 seconds (platform.md §9). */
export function CopyLinkButton({ url, label = "Copy link" }: { url: string; label?: string }) {
  const [copied, setCopied] = useTimedFlag(INVITATION_COPIED_MS);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast.success(messages.invitationCopied);
    } catch {
      toast.error(`Copying is blocked in this browser. The link: ${url}`);
    }
  };

  return (
    <Button variant="secondary" size="sm" onClick={copy} aria-live="polite">
      {copied ? <Check aria-hidden className="text-brand-700" /> : <Copy aria-hidden />}
      {copied ? "Copied!" : label}
    </Button>
  );
}
