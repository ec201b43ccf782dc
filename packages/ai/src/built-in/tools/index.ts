import type { ToolsCoach } from "../../types";
import { streamCoachAnswer } from "./chat";
import { tipsContent } from "./content";
import { imageryScript } from "./imagery";
import { visualizationScript, visualizationTemplates } from "./visualization";

export { DEFAULT_TEMPLATE_ID } from "./visualization";

/**
 * The AI tools offline (ARCHITECTURE.md "AI coach"): visualization and imagery scripts and the
 * coach's answers from the content files in packages/ai/content, personalised from the athlete's
 * own data. It is the default without an API key and every provider's fallback.
 */
export function createBuiltInTools(): ToolsCoach {
  return {
    visualizationTemplates,
    async visualizationScript(request) {
      return { source: "built-in", value: visualizationScript(request) };
    },
    async imageryScript(request) {
      return { source: "built-in", value: imageryScript(request) };
    },
    askCoach: streamCoachAnswer,
    coachTips: () => [...tipsContent],
  };
}
