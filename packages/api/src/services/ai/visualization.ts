import type { Database } from "@onepercent/db";
import type { GeneratedScript, GenerateScriptInput, VisualizationTemplate } from "@onepercent/validators";
import type { AiServices } from "../../context";

// CONTRACT STUB (issue 15): the server helper replaces these bodies.
export async function visualizationTemplates(
  _db: Database,
  _ai: AiServices,
  _userId: string,
): Promise<VisualizationTemplate[]> {
  throw new Error("not implemented yet");
}
export async function generateVisualizationScript(
  _db: Database,
  _ai: AiServices,
  _userId: string,
  _input: GenerateScriptInput,
): Promise<GeneratedScript> {
  throw new Error("not implemented yet");
}
