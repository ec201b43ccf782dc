import pino from "pino";

/**
 * JSON logs on stdout, written asynchronously (flushed at shutdown). Credentials
 * are never logged; the redaction is a second line of defence.
 */
export function createLogger(level: string, options: { sync?: boolean } = {}) {
  return pino(
    {
      level,
      base: { service: "onepercent" },
      redact: {
        paths: ["password", "token", "authorization", "cookie", "headers.authorization", "headers.cookie"],
        censor: "[redacted]",
      },
    },
    pino.destination({ dest: 1, sync: options.sync ?? false }),
  );
}
export type Logger = ReturnType<typeof createLogger>;
