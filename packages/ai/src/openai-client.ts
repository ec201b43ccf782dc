import OpenAI from "openai";

/** What every OpenAI provider is given: where the API is, its key, how long a request may take. */
export interface OpenAIConnection {
  apiKey: string;
  /** An OpenAI-compatible API; the SDK's default when absent. */
  baseURL?: string | undefined;
  /** Per request. */
  timeoutMs: number;
}

/** A client of the OpenAI API (or a compatible one): the timeout per request, one retry. */
export const openAIClient = ({ apiKey, baseURL, timeoutMs }: OpenAIConnection) =>
  new OpenAI({ apiKey, baseURL, timeout: timeoutMs, maxRetries: 1 });

/**
 * `run`'s result, or on any failure `offline`'s, after `onFallback` is told what failed: the
 * providers' rule that an answer from the provider is never needed (decision 011).
 */
export const fallbackTo =
  (onFallback: ((error: unknown, feature: string) => void) | undefined) =>
  async <T>(feature: string, run: () => Promise<T>, offline: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      onFallback?.(error, feature);
      return offline();
    }
  };
