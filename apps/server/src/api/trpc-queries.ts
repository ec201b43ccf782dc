import { appRouter, type Context, procedureAccess } from "@onepercent/api";
import { callTRPCProcedure, getTRPCErrorFromUnknown, getTRPCErrorShape, transformTRPCResponse } from "@trpc/server";
import { getHTTPStatusCode } from "@trpc/server/http";
import type { Context as HonoContext } from "hono";
import type { AppEnv } from "../http/request-info";

/** The paths of the router's queries: a GET naming anything else goes to tRPC's own adapter. */
const QUERY_PATHS = new Set(
  procedureAccess()
    .filter((entry) => entry.type === "query")
    .map((entry) => entry.path),
);
const config = appRouter._def._config;

export interface QueryCall {
  path: string;
  input: unknown;
}

/** What the GET handler needs from the tRPC host: the context, the answer's headers, the error log. */
export interface QueryHost {
  createContext(resHeaders: Headers): Promise<Context>;
  metaHeaders(errors: unknown[]): Headers;
  onError(error: ReturnType<typeof getTRPCErrorFromUnknown>, path: string | undefined): void;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The calls of a GET to `/trpc/<paths>` as the web client sends them (one query, or a batch of
 * queries with `?batch=1`), their inputs decoded; null for anything else (an unknown path, a
 * mutation, malformed input, a streaming or oversized batch), which tRPC's adapter then answers
 * with its own error.
 */
export function queryCalls(c: HonoContext<AppEnv>, maxBatchSize: number): QueryCall[] | null {
  const pathPart = c.req.path.slice("/trpc/".length);
  const batch = c.req.query("batch") === "1";
  const paths = batch ? pathPart.split(",") : [pathPart];
  if (pathPart.includes("%") || (batch && paths.length > maxBatchSize)) return null;
  if (!paths.every((path) => QUERY_PATHS.has(path))) return null;
  if (c.req.header("content-type") !== undefined || c.req.header("trpc-accept") !== undefined) return null;
  if (c.req.query("connectionParams") !== undefined) return null;
  const inputText = c.req.query("input");
  try {
    const inputs: unknown = inputText ? JSON.parse(inputText) : undefined;
    if (!batch)
      return [
        { path: pathPart, input: inputs === undefined ? undefined : config.transformer.input.deserialize(inputs) },
      ];
    if (inputs !== undefined && !isRecord(inputs)) return null;
    return paths.map((path, index) => {
      const input = inputs?.[index];
      return { path, input: input === undefined ? undefined : config.transformer.input.deserialize(input) };
    });
  } catch {
    return null;
  }
}

/**
 * Answers GET query calls in tRPC's wire format (the same body, status and headers as its fetch
 * adapter, checked by test/trpc-queries.int.test.ts) without building a fetch Request, abort
 * signals and per-call option copies: the reads the web app makes most (decision 020).
 */
export async function answerQueries(host: QueryHost, calls: QueryCall[], batch: boolean): Promise<Response> {
  const resHeaders = new Headers();
  let ctx: Context | undefined;
  let contextError: unknown;
  try {
    ctx = await host.createContext(resHeaders);
  } catch (cause) {
    contextError = cause;
  }
  const errors: unknown[] = [];
  const results = await Promise.all(
    calls.map(async ({ path, input }, batchIndex) => {
      try {
        if (ctx === undefined) throw contextError;
        const data: unknown = await callTRPCProcedure({
          router: appRouter,
          path,
          type: "query",
          ctx,
          getRawInput: async () => input,
          signal: undefined,
          batchIndex,
        });
        return { result: { data } };
      } catch (cause) {
        const error = getTRPCErrorFromUnknown(cause);
        errors.push(error);
        host.onError(error, path);
        return { error: getTRPCErrorShape({ config, error, type: "query", path, input, ctx }) };
      }
    }),
  );
  const headers = new Headers({ vary: "trpc-accept, accept", "content-type": "application/json" });
  for (const [key, value] of resHeaders) headers.append(key, value);
  for (const [key, value] of host.metaHeaders(errors)) headers.append(key, value);
  const [single] = results;
  const body = transformTRPCResponse(config, !batch && single ? single : results);
  return new Response(JSON.stringify(body), { status: getHTTPStatusCode(results), headers });
}
