import type { CoachProvider } from "@onepercent/ai";
import type { AiServices, ApiConfig } from "@onepercent/api";
import type { Database } from "@onepercent/db";
import type { Mailer } from "@onepercent/email";
import type { Logger } from "./logger";

/** What the tRPC and REST handlers are built from (app.ts assembles it from the config). */
export interface HandlerDeps {
  db: Database;
  mailer: Mailer;
  coach: CoachProvider;
  /** The AI tools: the configured coach's tools, speech and the audio storage (ai-services.ts). */
  ai: AiServices;
  api: ApiConfig;
  logger: Logger;
  /** Proxies in front of the server that append to X-Forwarded-For (TRUST_PROXY); 0: none. */
  proxyHops: number;
  /** Calls allowed in one batch; a larger batch gets 400 before any procedure runs. */
  maxBatchSize: number;
  publicUrl: string | undefined;
}
