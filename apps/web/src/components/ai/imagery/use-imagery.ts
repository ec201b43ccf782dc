import { zodResolver } from "@hookform/resolvers/zod";
import { DEFAULT_IMAGERY_SETTINGS, ImagerySettings } from "@onepercent/validators/ai-settings";
import { GenerateImageryInput, SaveImageryInput } from "@onepercent/validators/ai-tools";
import { aiMessages } from "@onepercent/validators/messages/ai-tools";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { checkValue } from "../../../lib/check-value";
import { errorMessage, firstErrorMessage } from "../../../lib/form-errors";
import { trpc } from "../../../lib/trpc";
import { generatedFileName } from "../shared/ai-format";
import { type ScriptTrack, useScriptTool } from "../shared/use-script-tool";
import { imageryAudioError, useImageryAudio } from "./use-imagery-audio";

/** What the screen starts from (ai.imagery.defaults): the profile's name, sport, position and three keys. */
export interface ImageryDefaults {
  name: string;
  sport: string;
  position: string;
  birthYear: number | null;
  keys: string[];
}

/** §5: sport first, then position; null when both are set. */
export function missingProfileField(defaults: Pick<ImageryDefaults, "sport" | "position">): string | null {
  if (!defaults.sport.trim()) return aiMessages.sportRequired;
  if (!defaults.position.trim()) return aiMessages.positionRequired;
  return null;
}

/** Who the script is for, as the athlete edits it: checked by the generate procedure's own rules. */
const Athlete = GenerateImageryInput.pick({ name: true, keys: true });

const threeKeys = (keys: string[]) => [0, 1, 2].map((index) => keys[index] ?? "");

/**
 * The Mental Imagery Generator's state (§4: script empty → generated → audio generated → saved):
 * the athlete's name and three keys (a form, decision 016), the settings, the script and the
 * track, and the calls.
 */
export function useImagery(defaults: ImageryDefaults) {
  const utils = trpc.useUtils();
  const [resolver] = useState(() => zodResolver(Athlete));
  const athlete = useForm<z.input<typeof Athlete>, unknown, z.output<typeof Athlete>>({
    resolver,
    defaultValues: { name: defaults.name, keys: threeKeys(defaults.keys) },
    shouldFocusError: false,
  });
  const { name = "", keys = [] } = athlete.watch();
  const tool = useScriptTool<ImagerySettings, ScriptTrack>("imagery", ImagerySettings, DEFAULT_IMAGERY_SETTINGS);
  const { script, settings, notice } = tool;
  const write = trpc.ai.imagery.generateScript.useMutation();
  const render = useImageryAudio();
  const save = trpc.ai.imagery.save.useMutation({ onSuccess: () => utils.ai.imagery.list.invalidate() });

  const setName = (text: string) => athlete.setValue("name", text);
  const changeKey = (index: number, text: string) => {
    athlete.setValue(`keys.${index}`, text);
    athlete.clearErrors("keys");
  };

  /** Generate Mental Imagery Script (§5: sport and position required; keys exactly three). */
  const generateScript = async () => {
    notice.clear();
    const missing = missingProfileField(defaults);
    if (missing) return notice.error(missing, "script");
    await athlete.handleSubmit(
      async (checked) => {
        try {
          const written = await write.mutateAsync({
            ...checked,
            sport: defaults.sport,
            position: defaults.position,
            settings,
            ...(defaults.birthYear === null ? {} : { birthYear: defaults.birthYear }),
          });
          tool.editScript(written.script);
          notice.success(aiMessages.imageryScriptGenerated, "script");
        } catch (error) {
          notice.error(errorMessage(error, aiMessages.imageryScriptFailed), "script");
        }
      },
      (errors) => {
        const message = firstErrorMessage(errors.keys) ?? errors.name?.message;
        notice.error(message ?? aiMessages.imageryScriptFailed, "script");
      },
    )();
  };

  /** Generate Audio: needs the script (§5), gives up after 60 seconds (§9). */
  const generateAudio = async () => {
    notice.clear();
    if (!script.trim()) return notice.error(aiMessages.imageryAudioNeedsScript);
    await tool.makeTrack(
      async () => {
        const made = await render.mutateAsync({ text: script, settings });
        const fileName = generatedFileName(`mental-imagery-${settings.scenario}`, settings.duration);
        return { url: made.audioUrl, fileName, minutes: settings.duration };
      },
      imageryAudioError,
      aiMessages.imageryAudioGenerated,
    );
  };

  /** Whether Save to My Library may ask for a title: it needs a script (the save's own schema says so). */
  const canSave = () => {
    notice.clear();
    const checked = checkValue(SaveImageryInput.shape.script, script);
    if (!checked.ok) notice.error(checked.problem || aiMessages.imageryAudioNeedsScript);
    return checked.ok;
  };

  const saveToLibrary = (title: string) =>
    tool.saveTrack(
      () => save.mutateAsync({ title, script, settings, audioUrl: tool.track?.url ?? null }),
      aiMessages.imagerySaveFailed,
      aiMessages.imagerySaved,
    );

  return {
    name,
    setName,
    keys,
    keysError: firstErrorMessage(athlete.formState.errors.keys),
    changeKey,
    settings,
    changeSettings: tool.changeSettings,
    script,
    editScript: tool.editScript,
    track: tool.track,
    notice: notice.notice,
    generateScript,
    generateAudio,
    canSave,
    saveToLibrary,
    writing: write.isPending,
    rendering: render.isPending,
  };
}

export type ImageryState = ReturnType<typeof useImagery>;
