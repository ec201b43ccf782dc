/** One MPEG Layer III frame header as read from the bytes. */
export interface Mp3Frame {
  offset: number;
  length: number;
  sampleRate: number;
  kbps: number;
  samples: number;
  /** A Xing/Info header frame: silent, it carries the frame count (players skip it). */
  info: boolean;
}

const KBPS = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const RATES: Record<number, number[]> = {
  3: [44_100, 48_000, 32_000],
  2: [22_050, 24_000, 16_000],
  0: [11_025, 12_000, 8000],
};

/**
 * Walks an MP3's Layer III frames header by header (after an ID3v2 tag, if any) and stops at the
 * first bytes that are not a frame. For tests: frame count × samples per frame is the length.
 */
export function mp3Frames(bytes: Uint8Array): Mp3Frame[] {
  let offset = 0;
  if (bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33) {
    offset = 10 + (((bytes[6] ?? 0) << 21) | ((bytes[7] ?? 0) << 14) | ((bytes[8] ?? 0) << 7) | (bytes[9] ?? 0));
  }
  const frames: Mp3Frame[] = [];
  while (offset + 4 <= bytes.length) {
    const b1 = bytes[offset + 1] ?? 0;
    const b2 = bytes[offset + 2] ?? 0;
    const version = (b1 >> 3) & 3;
    const rate = RATES[version]?.[(b2 >> 2) & 3];
    const kbps = (version === 3 ? KBPS.mpeg1 : KBPS.mpeg2)[b2 >> 4];
    if (bytes[offset] !== 0xff || (b1 & 0xe0) !== 0xe0 || ((b1 >> 1) & 3) !== 1 || !rate || !kbps) break;
    const factor = version === 3 ? 144 : 72;
    const length = Math.floor((factor * kbps * 1000) / rate) + ((b2 >> 1) & 1);
    const head = new TextDecoder("latin1").decode(bytes.subarray(offset + 4, offset + 40));
    const info = frames.length === 0 && /Xing|Info/.test(head);
    frames.push({ offset, length, sampleRate: rate, kbps, samples: version === 3 ? 1152 : 576, info });
    offset += length;
  }
  return frames;
}

/** The frames that carry sound (all but a Xing/Info header). */
export const audioFrames = (frames: readonly Mp3Frame[]) => frames.filter((frame) => !frame.info);

/** Seconds of audio in the frames (encoder delay and padding included: up to ~0.1 s more than the input). */
export const framesSeconds = (frames: readonly Mp3Frame[]) =>
  audioFrames(frames).reduce((sum, frame) => sum + frame.samples / frame.sampleRate, 0);
