/** 16-bit PCM mono samples and their rate. */
export interface Pcm16 {
  samples: Int16Array;
  sampleRate: number;
}

const ascii = (view: DataView, offset: number) =>
  String.fromCharCode(
    view.getUint8(offset),
    view.getUint8(offset + 1),
    view.getUint8(offset + 2),
    view.getUint8(offset + 3),
  );

/** Reads a RIFF/WAVE file of 16-bit mono PCM (what Flite writes); anything else is an error. */
export function parseWave(bytes: Uint8Array): Pcm16 {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 12 || ascii(view, 0) !== "RIFF" || ascii(view, 8) !== "WAVE") {
    throw new Error("not a WAVE file");
  }
  let sampleRate = 0;
  let offset = 12;
  while (offset + 8 <= bytes.byteLength) {
    const id = ascii(view, offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === "fmt ") {
      const format = view.getUint16(body, true);
      const channels = view.getUint16(body + 2, true);
      const bits = view.getUint16(body + 14, true);
      if (format !== 1 || channels !== 1 || bits !== 16) throw new Error("WAVE is not 16-bit mono PCM");
      sampleRate = view.getUint32(body + 4, true);
    } else if (id === "data") {
      if (sampleRate === 0) throw new Error("WAVE data before its format");
      const length = Math.min(size, bytes.byteLength - body) >> 1;
      const samples = new Int16Array(length);
      for (let i = 0; i < length; i++) samples[i] = view.getInt16(body + i * 2, true);
      return { samples, sampleRate };
    }
    offset = body + size + (size & 1);
  }
  throw new Error("WAVE file without data");
}
