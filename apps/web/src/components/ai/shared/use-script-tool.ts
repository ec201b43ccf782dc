import { useState } from "react";
import { z } from "zod";
import { errorMessage } from "../../../lib/form-errors";
import { useDraft } from "./use-draft";
import { useNotice } from "./use-notice";

/** A track made from the script as it was then. */
export interface ScriptTrack {
  url: string;
  fileName: string;
  minutes: number;
}

/**
 * The core both AI audio tools (imagery, visualization) share (training-and-tools.md §4: script
 * empty → generated → audio generated → saved): the script and the settings kept as drafts under
 * `name`, the track made from them, the one notice, and the steps that make and save a track.
 * Editing the script or changing a setting drops the track made from the old ones.
 */
export function useScriptTool<Settings extends object, Track extends ScriptTrack>(
  name: string,
  settingsSchema: z.ZodType<Settings>,
  defaultSettings: Settings,
) {
  const [script, setScript] = useDraft(`${name}.script`, z.string(), "");
  const [settings, setSettings] = useDraft(`${name}.settings`, settingsSchema, defaultSettings);
  const [track, setTrack] = useState<Track | null>(null);
  const notice = useNotice();

  /** A new script (typed, written by the coach or taken from a template): its old track goes. */
  const editScript = (text: string) => {
    setScript(text);
    setTrack(null);
  };
  const changeSettings = (change: Partial<Settings>) => {
    setSettings((current) => ({ ...current, ...change }));
    setTrack(null);
  };

  /** Generate Audio's call: the track it makes, or the message `failed` gives for its error. */
  const makeTrack = async (render: () => Promise<Track>, failed: (error: unknown) => string, done?: string) => {
    try {
      setTrack(await render());
      if (done) notice.success(done);
    } catch (error) {
      notice.error(failed(error));
    }
  };

  /** Save to Library's call; a refusal is thrown as the message the title dialog shows. */
  const saveTrack = async (save: () => Promise<unknown>, failed: string, done: string) => {
    try {
      await save();
    } catch (error) {
      throw new Error(errorMessage(error, failed));
    }
    notice.success(done);
  };

  return { script, editScript, settings, changeSettings, track, setTrack, notice, makeTrack, saveTrack };
}
