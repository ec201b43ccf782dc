import { Button } from "@onepercent/ui/button";
import { toast } from "@onepercent/ui/toaster";
import { mindsetScriptMessages } from "@onepercent/validators/messages/mindset-script";
import { MINDSET_SCRIPT_FILE } from "@onepercent/validators/mindset-script";
import { Copy, Download } from "lucide-react";
import { downloadBlob } from "../common/download";

/** §2: Copy to clipboard and Download as mindset-script.txt; failures show as toasts (§8, 3 seconds). */
export function ScriptActions({ text }: { text: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(mindsetScriptMessages.copied);
    } catch {
      toast.error(mindsetScriptMessages.copyFailed);
    }
  };
  const download = () => {
    try {
      downloadBlob(new Blob([text], { type: "text/plain;charset=utf-8" }), MINDSET_SCRIPT_FILE);
    } catch {
      toast.error(mindsetScriptMessages.downloadFailed);
    }
  };
  return (
    <div className="flex shrink-0 flex-wrap gap-2">
      <Button variant="secondary" onClick={() => void copy()}>
        <Copy aria-hidden />
        Copy to clipboard
      </Button>
      <Button variant="secondary" onClick={download}>
        <Download aria-hidden />
        Download
      </Button>
    </div>
  );
}
