import { Readable } from "node:stream";
import { exportAccountZip, reserveAccountExport } from "@onepercent/api";
import { restError } from "@onepercent/api/rest";
import type { AudioStorage } from "@onepercent/audio";
import type { Database } from "@onepercent/db";
import { accountMessages } from "@onepercent/validators";
import type { HostHandler } from "../http/host-handler";
import { send } from "../http/rest-answer";
import type { Logger } from "../runtime/logger";

/**
 * GET /api/account/export (issue 16 part 5, "Download my data"): the caller's data as a ZIP
 * (onepercent-data-YYYY-MM-DD.zip) streamed as it is written, never cached. The session comes
 * from the cookie or a bearer token and is checked first (401 without one); each export counts
 * against the user's hourly allowance before anything is read (429 with Retry-After past it).
 */
export function accountExport(db: Database, storage: AudioStorage, logger: Logger): HostHandler {
  return {
    async signedIn(c, { auth }) {
      let exported: Awaited<ReturnType<typeof exportAccountZip>>;
      try {
        await reserveAccountExport(db, auth.user.id);
        exported = await exportAccountZip(db, storage, auth.user);
      } catch (error) {
        const answer = restError(error);
        if (answer.status >= 500) {
          logger.error({ err: error, requestId: c.get("requestId") }, "data export failed");
          return c.json({ message: accountMessages.exportFailed }, 500);
        }
        return send(answer);
      }
      const { fileName, stream } = exported;
      stream.on("error", (error) => {
        // Past the headers nothing can be answered: the download ends broken and the error is logged.
        logger.error({ err: error, requestId: c.get("requestId") }, "data export stream failed");
      });
      return new Response(Readable.toWeb(stream), {
        status: 200,
        headers: {
          "content-type": "application/zip",
          "content-disposition": `attachment; filename="${fileName}"`,
          "cache-control": "no-store",
          "x-content-type-options": "nosniff",
        },
      });
    },
  };
}
