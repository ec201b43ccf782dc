import pino from "pino";

/** JSON logs on stdout; credentials are redacted wherever they might appear. */
export function createLogger(level: string) {
  return pino({
    level,
    base: { service: "onepercent" },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: ["password", "*.password", "token", "*.token", "authorization", "*.authorization", "cookie", "*.cookie"],
      censor: "[redacted]",
    },
  });
}
export type Logger = ReturnType<typeof createLogger>;
