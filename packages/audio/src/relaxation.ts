import { RELAXATION_MINUTES, type RelaxationMinutes } from "@onepercent/validators";
import { RELAXATION_SCRIPTS } from "./scripts/relaxation";
import type { AudioStorage, StoredAudio } from "./storage/types";
import { trackKey } from "./track-key";
import type { TrackRequest } from "./types";

/** The relaxation track of each length: its script, the calm voice at a slow pace over the ambient pad. */
export const relaxationTrack = (minutes: RelaxationMinutes): TrackRequest => ({
  script: RELAXATION_SCRIPTS[minutes],
  voice: "calm",
  pace: "slow",
  background: "ambient",
  durationSeconds: minutes * 60,
});

const prefixOf = (minutes: RelaxationMinutes) => `relaxation/${minutes}min-relaxation-`;

/** Where a length's current track is kept: its name carries the content hash, so a change is a new file. */
export const relaxationKey = (minutes: RelaxationMinutes) =>
  `${prefixOf(minutes)}${trackKey(relaxationTrack(minutes)).slice(0, 16)}.mp3`;

export interface RelaxationLibraryOptions {
  storage: AudioStorage;
  render: (request: TrackRequest) => Promise<Uint8Array>;
  /** Told about each track built (and how long it took). */
  onBuilt?: (minutes: RelaxationMinutes, stored: StoredAudio, milliseconds: number) => void;
}

/**
 * The relaxation tracks in storage, built when missing: one build at a time per track (callers
 * that ask meanwhile wait for the same one), older versions of it removed once it is stored.
 */
export function relaxationLibrary({ storage, render, onBuilt }: RelaxationLibraryOptions) {
  const building = new Map<RelaxationMinutes, Promise<StoredAudio>>();

  async function build(minutes: RelaxationMinutes, key: string): Promise<StoredAudio> {
    const started = performance.now();
    const stored = await storage.put(key, await render(relaxationTrack(minutes)));
    for (const old of await storage.list(prefixOf(minutes))) {
      if (old !== key) await storage.delete(old);
    }
    onBuilt?.(minutes, stored, performance.now() - started);
    return stored;
  }

  /** The stored track of `minutes`, built first if it is missing. */
  async function ensure(minutes: RelaxationMinutes): Promise<StoredAudio> {
    const key = relaxationKey(minutes);
    const inFlight = building.get(minutes);
    if (inFlight) return inFlight;
    const stored = await storage.stat(key);
    if (stored) return stored;
    // Another caller may have started the build while this one looked.
    const started = building.get(minutes) ?? build(minutes, key).finally(() => building.delete(minutes));
    building.set(minutes, started);
    return started;
  }

  return {
    ensure,
    /** Builds every missing track, one after another (at start, in the background). */
    async prepareAll(): Promise<void> {
      for (const minutes of RELAXATION_MINUTES) await ensure(minutes);
    },
  };
}
export type RelaxationLibrary = ReturnType<typeof relaxationLibrary>;
