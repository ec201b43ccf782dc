import type { AiServices, ApiConfig } from "@onepercent/api";
import type { HostHandlerName } from "@onepercent/api/rest";
import { googleAuth } from "../auth/google-auth";
import type { Sessions } from "../auth/session";
import type { ServerConfig } from "../config/config";
import { accountExport } from "../files/account-export";
import { aiFile } from "../files/ai-files";
import { aiSpeech } from "../files/ai-speech";
import { aiUpload } from "../files/ai-upload";
import { audioFilesOf, relaxationTrack } from "../files/audio-files";
import { routineSpeech } from "../files/routine-speech";
import type { HostHandler } from "../http/host-handler";
import type { Logger } from "../runtime/logger";

/** What the host rows are answered from. */
export interface HostHandlerOptions {
  config: ServerConfig;
  sessions: Sessions;
  ai: AiServices;
  api: ApiConfig;
  logger: Logger;
}

/** The handler of every host row (packages/api/src/rest/host.ts), each given only what it uses. */
export function hostHandlers(options: HostHandlerOptions): Record<HostHandlerName, HostHandler> {
  const { config, sessions, ai, api, logger } = options;
  const { db } = sessions;
  return {
    "relaxation-track": relaxationTrack(config, logger),
    "routine-speech": routineSpeech(db, audioFilesOf(config, logger).storage, logger),
    "ai-file": aiFile(db, ai.storage),
    "account-export": accountExport(db, ai.storage, logger),
    "ai-upload": aiUpload(db, ai, api, logger),
    "ai-speech": aiSpeech(db, ai.storage, logger),
    ...googleAuth({
      env: config.env,
      sessions,
      logger,
      proxyHops: config.env.TRUST_PROXY,
      publicUrl: config.env.PUBLIC_URL,
    }),
  };
}
