import type { Database } from "@onepercent/db";
import { createMailer, type Mailer } from "@onepercent/email";
import type { ServerConfig } from "../config/config";
import type { Logger } from "../runtime/logger";

/** The server's mailer: SMTP when SMTP_URL is set, else the outbox, each kept message logged. */
export function mailerOf(config: ServerConfig, db: Database, logger: Logger): Mailer {
  return createMailer({
    smtpUrl: config.env.SMTP_URL,
    from: config.env.MAIL_FROM,
    db,
    // Without SMTP the log is the delivery (ARCHITECTURE.md "E-mail"): reset links and invitations
    // work locally. The request log itself never carries bodies or codes.
    log: (message) => logger.info({ email: message }, "e-mail kept in the outbox (SMTP_URL is not set)"),
  });
}
