import { SMTPServer } from "smtp-server";

export interface ReceivedEmail {
  from: string;
  to: string[];
  /** The raw message: headers and body as sent. */
  raw: string;
}

/** A real SMTP server in this process, on a free port, that keeps what it receives. */
export async function startTestSmtpServer(
  options: { onMessage?: (email: ReceivedEmail) => void } = {},
): Promise<{ url: string; received: ReceivedEmail[]; close(): Promise<void> }> {
  const received: ReceivedEmail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const email = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        };
        received.push(email);
        options.onMessage?.(email);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  if (!address || typeof address === "string") throw new Error("the SMTP test server has no TCP port");
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
