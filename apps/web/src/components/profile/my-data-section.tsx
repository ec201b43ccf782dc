import { Button } from "@onepercent/ui/button";
import { Card } from "@onepercent/ui/card";
import { accountMessages } from "@onepercent/validators/messages/account";
import { messages } from "@onepercent/validators/messages/common";
import { Download, Trash2 } from "lucide-react";
import { useState } from "react";
import { z } from "zod";
import { downloadBlob } from "../common/download";
import { FormAlert } from "../common/form-parts";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { SectionTitle } from "./section";

const EXPORT_URL = "/api/account/export";

const ErrorBody = z.object({ message: z.string() });

/** The file name the server gives in Content-Disposition, else a generic one. */
const fileNameOf = (response: Response) =>
  response.headers.get("content-disposition")?.match(/filename="([^"]+)"/)?.[1] ?? "onepercent-data.zip";

/** Downloads the ZIP of the user's data; answers the error to show, or null. */
async function downloadMyData(): Promise<string | null> {
  let response: Response;
  try {
    response = await fetch(EXPORT_URL, { credentials: "same-origin" });
  } catch {
    return messages.cannotConnect;
  }
  if (!response.ok) {
    const body = ErrorBody.safeParse(await response.json().catch(() => null));
    return response.status < 500 && body.success ? body.data.message : accountMessages.exportFailed;
  }
  downloadBlob(await response.blob(), fileNameOf(response));
  return null;
}

/** /profile "My data": 'Download my data' (a ZIP of everything) and 'Delete my account'. */
export function MyDataSection() {
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  const onDownload = async () => {
    setDownloading(true);
    setError(null);
    setError(await downloadMyData());
    setDownloading(false);
  };

  return (
    <Card aria-labelledby="my-data-title">
      <SectionTitle id="my-data-title" icon={Download} title="My data" />
      <p className="mt-2 text-slate-700 text-sm">
        Download everything you keep here: a ZIP with your profile, journals and habits (also as spreadsheets), planner,
        focus practice, routines, AI library and audio files.
      </p>
      {error ? (
        <div className="mt-3">
          <FormAlert message={error} />
        </div>
      ) : null}
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-between">
        <Button variant="secondary" onClick={() => void onDownload()} disabled={downloading}>
          <Download aria-hidden />
          {downloading ? "Preparing your data…" : "Download my data"}
        </Button>
        <Button variant="danger" onClick={() => setDeleting(true)}>
          <Trash2 aria-hidden />
          Delete my account
        </Button>
      </div>
      {deleting ? <DeleteAccountDialog onClose={() => setDeleting(false)} /> : null}
    </Card>
  );
}
