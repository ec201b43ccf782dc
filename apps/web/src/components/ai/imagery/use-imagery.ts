import { DEFAULT_IMAGERY_SETTINGS, ImagerySettings } from "@onepercent/validators/ai-settings";
import { aiMessages, GenerateImageryInput, SaveImageryInput } from "@onepercent/validators/ai-tools";
import { useState } from "react";
import { z } from "zod";
import { errorMessage, issueMessages } from "../../../lib/form-errors";
import { trpc } from "../../../lib/trpc";
import { generatedFileName } from "../shared/ai-format";
import { useDraft } from "../shared/use-draft";
import { useNotice } from "../shared/use-notice";
import { imageryAudioError, useImageryAudio } from "./use-imagery-audio";

/** What the screen starts from (ai.imagery.defaults): the profile's name, sport, position and three keys. */
export interface ImageryDefaults {
  name: string;
  sport: string;
  position: string;
  birthYear: number | null;
  keys: string[];
}

export interface ImageryTrack {
  url: string;
  fileName: string;
  minutes: number;
}

/** §5: sport first, then position; null when both are set. */
export function missingProfileField(defaults: Pick<ImageryDefaults, "sport" | "position">): string | null {
  if (!defaults.sport.trim()) return aiMessages.sportRequired;
  if (!defaults.position.trim()) return aiMessages.positionRequired;
  return null;
}

const threeKeys = (keys: string[]) => [0, 1, 2].map((index) => keys[index] ?? "");

/**
 * The Mental Imagery Generator's state (§4: script empty → generated → audio generated → saved):
 * the athlete's name and three keys, the settings, the script and the track, and the calls.
 */
export function useImagery(defaults: ImageryDefaults) {
  const utils = trpc.useUtils();
  const [name, setName] = useState(defaults.name);
  const [keys, setKeys] = useState(() => threeKeys(defaults.keys));
  const [keysError, setKeysError] = useState<string | undefined>();
  const [settings, setSettings] = useDraft("imagery.settings", ImagerySettings, DEFAULT_IMAGERY_SETTINGS);
  const [script, setScript] = useDraft("imagery.script", z.string(), "");
  const [track, setTrack] = useState<ImageryTrack | null>(null);
  const notice = useNotice();
  const write = trpc.ai.imagery.generateScript.useMutation();
  const render = useImageryAudio();
  const save = trpc.ai.imagery.save.useMutation({ onSuccess: () => utils.ai.imagery.list.invalidate() });

  const changeKey = (index: number, text: string) => {
    setKeys((current) => current.map((key, at) => (at === index ? text : key)));
    setKeysError(undefined);
  };
  const changeSettings = (change: Partial<ImagerySettings>) => {
    setSettings((current) => ({ ...current, ...change }));
    setTrack(null);
  };
  const editScript = (text: string) => {
    setScript(text);
    setTrack(null);
  };

  /** Generate Mental Imagery Script (§5: sport and position required; keys exactly three). */
  const generateScript = async () => {
    notice.clear();
    const missing = missingProfileField(defaults);
    if (missing) return notice.error(missing, "script");
    const input = GenerateImageryInput.safeParse({
      name,
      sport: defaults.sport,
      position: defaults.position,
      keys,
      settings,
      ...(defaults.birthYear === null ? {} : { birthYear: defaults.birthYear }),
    });
    if (!input.success) {
      const errors = issueMessages(input.error.issues);
      setKeysError(errors.keys);
      return notice.error(errors.keys ?? errors.name ?? aiMessages.imageryScriptFailed, "script");
    }
    try {
      const written = await write.mutateAsync(input.data);
      setScript(written.script);
      setTrack(null);
      notice.success(aiMessages.imageryScriptGenerated, "script");
    } catch (error) {
      notice.error(errorMessage(error, aiMessages.imageryScriptFailed), "script");
    }
  };

  /** Generate Audio: needs the script (§5), gives up after 60 seconds (§9). */
  const generateAudio = async () => {
    notice.clear();
    if (!script.trim()) return notice.error(aiMessages.imageryAudioNeedsScript);
    try {
      const made = await render.mutateAsync({ text: script, settings });
      setTrack({
        url: made.audioUrl,
        fileName: generatedFileName(`mental-imagery-${settings.scenario}`, settings.duration),
        minutes: settings.duration,
      });
      notice.success(aiMessages.imageryAudioGenerated);
    } catch (error) {
      notice.error(imageryAudioError(error));
    }
  };

  /** Whether Save to My Library may ask for a title: it needs a script (the save's own schema says so). */
  const canSave = () => {
    notice.clear();
    const checked = SaveImageryInput.shape.script.safeParse(script);
    if (!checked.success) notice.error(checked.error.issues[0]?.message ?? aiMessages.imageryAudioNeedsScript);
    return checked.success;
  };

  const saveToLibrary = async (title: string) => {
    try {
      await save.mutateAsync({ title, script, settings, audioUrl: track?.url ?? null });
    } catch (error) {
      throw new Error(errorMessage(error, aiMessages.imagerySaveFailed));
    }
    notice.success(aiMessages.imagerySaved);
  };

  return {
    name,
    setName,
    keys,
    keysError,
    changeKey,
    settings,
    changeSettings,
    script,
    editScript,
    track,
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
