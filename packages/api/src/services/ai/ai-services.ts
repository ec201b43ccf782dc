import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createBuiltInTools } from "@onepercent/ai";
import { localAudioStorage } from "@onepercent/audio";
import type { AiServices, Context } from "../../context";
import { quotasOf } from "./quotas";

let fallback: AiServices | undefined;

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
export function aiOf(ctx: Pick<Context, "ai" | "config">): AiServices {
  const ai = ctx.ai ?? builtInServices();
  return { ...ai, quotas: ai.quotas ?? quotasOf(ctx.config.aiQuotas) };
}
