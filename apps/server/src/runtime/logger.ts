import pino, { type DestinationStream } from "pino";

/** A failed query's message and stack carry its parameters: user data that the log never keeps. */
function withoutQueryParams(text: string): string {
  const start = text.indexOf("\nparams: ");
  if (start < 0) return text;
  const rest = text.slice(start);
  // The first stack frame (V8 indents each by four spaces). Not /\n\s+at /: \s also matches line
  // breaks, and that search took quadratic time on text of many of them (a client's text among the
  // parameters): 25 s for 100 kB (issue 25).
  const frames = rest.indexOf("\n    at ");
  return `${text.slice(0, start)}\nparams: [redacted]${frames < 0 ? "" : rest.slice(frames)}`;
}

/**
 * Errors as pino writes them, minus user data: a failed query's parameters (message bodies,
 * codes, hashes) and the database's `detail` (which quotes the failing row).
 */
function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const serialized: Record<string, unknown> = { ...pino.stdSerializers.err(error) };
  for (const key of ["params", "parameters", "detail"]) delete serialized[key];
  for (const key of ["message", "stack"] as const) {
    const value = serialized[key];
    if (typeof value === "string") serialized[key] = withoutQueryParams(value);
  }
  if (error.cause !== undefined) serialized.cause = serializeError(error.cause);
  return serialized;
}

/**
 * How the log is written: readable lines for a person at a terminal, JSON lines for everything
 * else (a file, a pipe, a log collector, the tests).
 */
export const logFormat = (stdout: { isTTY?: boolean }): "pretty" | "json" =>
  stdout.isTTY === true ? "pretty" : "json";

/** stdout in the format `logFormat` chooses; pino-pretty is loaded (in pino's worker) only for a terminal. */
function stdoutStream(sync: boolean): DestinationStream {
  if (logFormat(process.stdout) === "json") return pino.destination({ dest: 1, sync });
  return pino.transport({
    target: "pino-pretty",
    options: { colorize: true, translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname,service", sync },
  });
}

/**
 * Logs on stdout (or `destination`), written asynchronously (flushed at shutdown): JSON, or
 * readable lines at a terminal. Credentials are never logged; the redaction is a second line
 * of defence.
 */
export function createLogger(level: string, options: { sync?: boolean; destination?: DestinationStream } = {}) {
  return pino(
    {
      level,
      base: { service: "onepercent" },
      serializers: { err: serializeError },
      redact: {
        paths: ["password", "token", "authorization", "cookie", "headers.authorization", "headers.cookie"],
        censor: "[redacted]",
      },
    },
    options.destination ?? stdoutStream(options.sync ?? false),
  );
}
export type Logger = ReturnType<typeof createLogger>;
