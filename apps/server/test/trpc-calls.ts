import superjson, { type SuperJSONResult } from "superjson";
import { z } from "zod";
import { CSRF_HEADER } from "../src/app";
import type { useTestApp } from "./test-app";

/** The origin the test app answers on. */
const ORIGIN = "http://localhost";

export interface TrpcError {
  message: string;
  data: { appCode: string | null; fieldErrors: Record<string, string[]> | null; stack?: string };
}
const Serialized = z.custom<SuperJSONResult>((value) => typeof value === "object" && value !== null && "json" in value);
const TrpcBody = z.union([z.object({ result: z.object({ data: Serialized }) }), z.object({ error: Serialized })]);

/** tRPC calls through the test app as the web client makes them. */
export function trpcCalls(t: ReturnType<typeof useTestApp>) {
  return {
    /** A mutation: superjson body, the client's custom header, same origin. */
    mutate(path: string, input: unknown, headers: Record<string, string> = {}) {
      return t.request(`/trpc/${path}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          [CSRF_HEADER]: "web",
          "sec-fetch-site": "same-origin",
          origin: ORIGIN,
          ...headers,
        },
        body: JSON.stringify(superjson.serialize(input)),
      });
    },
    /** A query without input. */
    query(path: string, headers: Record<string, string> = {}) {
      return t.request(`/trpc/${path}`, { headers });
    },
  };
}

/** The deserialised data of a tRPC success answer. */
export async function dataOf<T>(response: Response): Promise<T> {
  const body = TrpcBody.parse(await response.json());
  if (!("result" in body)) throw new Error("expected a tRPC result");
  return superjson.deserialize<T>(body.result.data);
}

/** The deserialised error of a tRPC error answer. */
export async function errorOf(response: Response): Promise<TrpcError> {
  const body = TrpcBody.parse(await response.json());
  if (!("error" in body)) throw new Error("expected a tRPC error");
  return superjson.deserialize<TrpcError>(body.error);
}
