export type { MediaInspection, MediaTracks } from "./inspect-media";
export {
  createMediaInspector,
  MediaInspectionFailed,
  MediaInspectionTimeout,
  type MediaInspector,
  type MediaInspectorOptions,
} from "./inspector";
export { renderTrackFromPcm } from "./pcm-track";
export { type RelaxationLibrary, relaxationKey, relaxationLibrary, relaxationTrack } from "./relaxation";
export { type AudioEngine, createAudioEngine, renderSpeech, renderSpeechTrack } from "./render";
export { RELAXATION_SCRIPTS } from "./scripts/relaxation";
export { sentencesOf } from "./speech/sentences";
export { localAudioStorage } from "./storage/local";
export type { AudioStorage, ByteRange, StoredAudio } from "./storage/types";
export { trackKey } from "./track-key";
export {
  BACKGROUNDS,
  type Background,
  MAX_DURATION_SECONDS,
  MP3_KBPS,
  OUTPUT_SAMPLE_RATE,
  PACES,
  type Pace,
  type SpeechPcm,
  type SpeechRequest,
  type TrackRequest,
  VOICES,
  type Voice,
} from "./types";
