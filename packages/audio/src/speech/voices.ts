import type { Pace, Voice } from "../types";

/** How Flite speaks one voice of ours: a built-in voice and its pitch (Hz; undefined keeps the voice's own). */
interface FliteVoice {
  name: "slt" | "rms" | "awb";
  pitchMeanHz?: number;
  pitchSpreadHz?: number;
}

/**
 * calm: slt (US female) a little lower and flatter than her default; soothing: rms (US male, deep);
 * energetic: awb (male, brighter) raised and livelier.
 */
const FLITE_VOICES: Record<Voice, FliteVoice> = {
  calm: { name: "slt", pitchMeanHz: 150, pitchSpreadHz: 14 },
  soothing: { name: "rms" },
  energetic: { name: "awb", pitchMeanHz: 150, pitchSpreadHz: 30 },
};

/** Flite's duration_stretch per pace (above 1 is slower). */
const PACE_STRETCH: Record<Pace, number> = { slow: 1.25, medium: 1, fast: 0.85 };

/** What one synthesis call needs: the voice and how much to stretch its timing. */
export interface SpeechSettings {
  voice: FliteVoice;
  stretch: number;
}

export const speechSettings = (voice: Voice, pace: Pace): SpeechSettings => ({
  voice: FLITE_VOICES[voice],
  stretch: PACE_STRETCH[pace],
});

/** The command line of one sentence (the text after a space, so a leading "-" is never an option). */
export function fliteArgs(text: string, settings: SpeechSettings, outFile: string): string[] {
  const { voice, stretch } = settings;
  const args = ["flite", "-voice", voice.name, "--setf", `duration_stretch=${stretch.toFixed(3)}`];
  if (voice.pitchMeanHz !== undefined) args.push("--setf", `int_f0_target_mean=${voice.pitchMeanHz}`);
  if (voice.pitchSpreadHz !== undefined) args.push("--setf", `int_f0_target_stddev=${voice.pitchSpreadHz}`);
  args.push(` ${text} `, outFile);
  return args;
}
