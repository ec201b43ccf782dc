import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createBuiltInTools } from "@onepercent/ai";
import { createMediaInspector, localAudioStorage, type MediaInspector } from "@onepercent/audio";
import type { AiServices, Context } from "../../context";
import { quotasOf } from "./quotas";

let fallback: AiServices | undefined;
let sharedInspector: MediaInspector | undefined;

/** The AI services with what aiOf fills in: the quotas in force and a media inspector. */
export type AiServicesInForce = AiServices & Required<Pick<AiServices, "quotas" | "inspector">>;

/** The process's inspector of uploads with the default deadline, made on first use. */
function defaultMediaInspector(): MediaInspector {
  sharedInspector ??= createMediaInspector();
  return sharedInspector;
}

/**
 * What a context without AI services uses (tools, scripts, a test that did not pass its own): the
 * built-in coach, the offline voice (no `speech`) and files under a temporary directory of this
 * process, made on first use. The server always passes its own (DATA_DIR/audio, the configured coach).
 */
function builtInServices(): AiServices {
  fallback ??= {
    tools: createBuiltInTools(),
    storage: localAudioStorage(mkdtempSync(path.join(tmpdir(), "onepercent-ai-"))),
  };
  return fallback;
}

/** The AI tools of the context (the built-in ones when it has none), with the quotas its configuration sets. */
export function aiOf(ctx: Pick<Context, "ai" | "config">): AiServicesInForce {
  const ai = ctx.ai ?? builtInServices();
  return {
    ...ai,
    quotas: ai.quotas ?? quotasOf(ctx.config.aiQuotas),
    inspector: ai.inspector ?? defaultMediaInspector(),
  };
}
