import { type Database, emailOutbox } from "@onepercent/db";
import { createTransport } from "nodemailer";

interface EmailMessage {
  to: string;
  subject: string;
  /** Plain text; every message we send reads well without HTML. */
  text: string;
  replyTo?: string;
}

/** Hands a message over for delivery; rejects when it could not be handed over. */
export interface Mailer {
  /** "smtp" delivers; "outbox" keeps the message in the database and logs it. */
  readonly kind: "smtp" | "outbox";
  send(message: EmailMessage): Promise<void>;
}

export interface MailerOptions {
  /** smtp://user:pass@host:port or smtps://…; without it messages go to the outbox. */
  smtpUrl?: string | undefined;
  /** The From header, e.g. "OnePercent <no-reply@example.com>". */
  from: string;
  db: Database;
  /** Told about each message kept in the outbox, so it can be read in the server log. */
  log: (message: EmailMessage & { from: string }) => void;
}

/** nodemailer over SMTP when `smtpUrl` is set (ARCHITECTURE.md "E-mail"), else the outbox. */
export function createMailer({ smtpUrl, from, db, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = createTransport(smtpUrl);
    return {
      kind: "smtp",
      async send(message) {
        await transport.sendMail({ from, ...message });
      },
    };
  }
  return {
    kind: "outbox",
    async send(message) {
      await db.insert(emailOutbox).values({
        sender: from,
        recipient: message.to,
        replyTo: message.replyTo ?? null,
        subject: message.subject,
        body: message.text,
      });
      log({ from, ...message });
    },
  };
}
