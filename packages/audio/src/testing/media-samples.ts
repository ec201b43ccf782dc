// Media files for the tests of upload handling: a valid WAV and the malformed WebM of issue 25
// that made mediabunny's Matroska reader spin the event loop forever.

/** A 16-bit mono PCM WAV of `seconds` of a 440 Hz tone. */
export function wavFile(seconds: number, rate = 8000): Uint8Array {
  const samples = Math.round(seconds * rate);
  const view = new DataView(new ArrayBuffer(44 + samples * 2));
  const text = (offset: number, value: string) => {
    for (let i = 0; i < value.length; i++) view.setUint8(offset + i, value.charCodeAt(i));
  };
  text(0, "RIFF");
  view.setUint32(4, 36 + samples * 2, true);
  text(8, "WAVE");
  text(12, "fmt ");
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, "data");
  view.setUint32(40, samples * 2, true);
  for (let i = 0; i < samples; i++) {
    view.setInt16(44 + i * 2, Math.round(2000 * Math.sin((2 * Math.PI * 440 * i) / rate)), true);
  }
  return new Uint8Array(view.buffer);
}

const ascii = (value: string) => [...value].map((char) => char.charCodeAt(0));

/** The EBML header of a WebM file: version 1, DocType "webm" version 4. */
const EBML_HEADER = [
  ...[0x1a, 0x45, 0xdf, 0xa3, 0x9f],
  ...[0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08],
  ...[0x42, 0x82, 0x84, ...ascii("webm"), 0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02],
];
/** A Segment of unknown size, as a live recording starts one. */
const LIVE_SEGMENT = [0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff];
/** An Info element holding only its timecode scale (1 ms). */
const INFO = [0x15, 0x49, 0xa9, 0x66, 0x87, 0x2a, 0xd7, 0xb1, 0x83, 0x0f, 0x42, 0x40];

/**
 * The 140-byte malformed WebM: an EBML header with DocType "webm", a Segment of unknown
 * size, an Info element, then bytes from a small generator seeded with `seed` (the same seed,
 * the same file).
 */
export function malformedWebm(seed = 1, length = 140): Uint8Array {
  const bytes = new Uint8Array(length);
  const head = [...EBML_HEADER, ...LIVE_SEGMENT, ...INFO];
  bytes.set(head.slice(0, length));
  let state = seed >>> 0 || 1;
  for (let i = head.length; i < length; i++) {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    bytes[i] = state >>> 24;
  }
  return bytes;
}
