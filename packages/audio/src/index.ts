export {
  createMediaInspector,
  MediaInspectionFailed,
  MediaInspectionTimeout,
  type MediaInspector,
} from "./inspector";
export { renderTrackFromPcm } from "./pcm-track";
export { type RelaxationLibrary, relaxationLibrary } from "./relaxation";
export { renderSpeech, renderSpeechTrack } from "./render";
export { localAudioStorage } from "./storage/local";
export type { AudioStorage, ByteRange, StoredAudio } from "./storage/types";
export { trackKey } from "./track-key";
export type { SpeechRequest, TrackRequest } from "./types";
