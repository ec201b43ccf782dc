import type { Database } from "@onepercent/db";
import type { GenerateAudioInput, GeneratedAudio } from "@onepercent/validators";
import type { AiServices } from "../../context";

// CONTRACT STUB (issue 15): the server helper replaces this body.
export async function generateAudio(
  _db: Database,
  _ai: AiServices,
  _userId: string,
  _input: GenerateAudioInput,
): Promise<GeneratedAudio> {
  throw new Error("not implemented yet");
}
