import { Button } from "@onepercent/ui/button";
import { toast } from "@onepercent/ui/toaster";
import { Download } from "lucide-react";
import { useState } from "react";
import { errorMessage } from "../../lib/form-errors";
import { trpc } from "../../lib/trpc";
import { downloadBlob } from "../common/download";
import { assignText } from "./assign/assign-text";

/**
 * "Download CSV" (issue 29 §6): reads the team report fresh (never from the cache: sharing may
 * have changed) and saves it under the server's file name.
 */
export function TeamExportButton({ teamId }: { teamId: string }) {
  const utils = trpc.useUtils();
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      const { fileName, csv } = await utils.client.coach.teams.export.query({ teamId });
      downloadBlob(new Blob([csv], { type: "text/csv;charset=utf-8" }), fileName);
    } catch (error) {
      toast.error(errorMessage(error, assignText.exportFailed));
    } finally {
      setPending(false);
    }
  };
  return (
    <Button variant="secondary" size="sm" disabled={pending} onClick={() => void download()}>
      <Download aria-hidden />
      {pending ? assignText.downloading : assignText.downloadCsv}
    </Button>
  );
}
