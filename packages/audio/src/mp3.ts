import { registerMp3Encoder } from "@mediabunny/mp3-encoder";
import { AudioSample, AudioSampleSource, BufferTarget, Mp3OutputFormat, Output } from "mediabunny";

registerMp3Encoder();

/** Samples handed to the encoder at a time: 10 s. */
const CHUNK_SECONDS = 10;

/**
 * Mono floats in [-1, 1] (clipped beyond) as a constant-bitrate MP3 with a Xing header (players
 * read the exact length from it), through LAME compiled to WebAssembly (@mediabunny/mp3-encoder).
 * `pause` runs before each chunk (the mixing worker holds there while the server is busy).
 */
export async function encodeMp3(
  samples: Float32Array,
  sampleRate: number,
  kbps: number,
  pause: () => void = () => {},
): Promise<Uint8Array> {
  const target = new BufferTarget();
  const output = new Output({ format: new Mp3OutputFormat(), target });
  const source = new AudioSampleSource({ codec: "mp3", bitrate: kbps * 1000 });
  output.addAudioTrack(source);
  await output.start();
  const chunk = CHUNK_SECONDS * sampleRate;
  for (let offset = 0; offset < samples.length; offset += chunk) {
    pause();
    const part = samples.slice(offset, Math.min(samples.length, offset + chunk));
    for (let i = 0; i < part.length; i++) part[i] = Math.max(-1, Math.min(1, part[i] ?? 0));
    const sample = new AudioSample({
      data: part,
      format: "f32",
      numberOfChannels: 1,
      sampleRate,
      timestamp: offset / sampleRate,
    });
    await source.add(sample);
    sample.close();
  }
  await output.finalize();
  if (!target.buffer) throw new Error("the MP3 encoder produced no file");
  return new Uint8Array(target.buffer);
}
