const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** Filter taps on each side of a sample: enough for a clean 16 → 24 kHz voice. */
const HALF_TAPS = 16;

/** Output samples for `length` input samples. */
export const resampledLength = (length: number, from: number, to: number) => Math.ceil((length * to) / from);

/**
 * Rational polyphase resampling (integer rates) with a Blackman-windowed sinc low-pass at 90% of
 * the lower Nyquist frequency; 16-bit input, float output in [-1, 1].
 */
export function resample(input: Int16Array, from: number, to: number): Float32Array {
  const outLength = resampledLength(input.length, from, to);
  const output = new Float32Array(outLength);
  if (from === to) {
    for (let i = 0; i < input.length; i++) output[i] = (input[i] ?? 0) / 32768;
    return output;
  }
  const divisor = gcd(from, to);
  const up = to / divisor;
  const down = from / divisor;
  // Cut-off in cycles per input sample.
  const cutoff = (0.9 * Math.min(from, to)) / 2 / from;
  // One filter per output phase: taps for input samples base-HALF_TAPS+1 .. base+HALF_TAPS.
  const width = HALF_TAPS * 2;
  const taps = new Float32Array(up * width);
  for (let phase = 0; phase < up; phase++) {
    const row = taps.subarray(phase * width, (phase + 1) * width);
    let sum = 0;
    for (let k = 0; k < width; k++) {
      // Distance from the output instant to input sample base-HALF_TAPS+1+k.
      const d = HALF_TAPS - 1 - k + phase / up;
      const sinc = d === 0 ? 2 * cutoff : Math.sin(2 * Math.PI * cutoff * d) / (Math.PI * d);
      const taper = 0.42 + 0.5 * Math.cos((Math.PI * d) / HALF_TAPS) + 0.08 * Math.cos((2 * Math.PI * d) / HALF_TAPS);
      row[k] = sinc * taper;
      sum += sinc * taper;
    }
    for (let k = 0; k < width; k++) row[k] = (row[k] ?? 0) / sum;
  }
  for (let j = 0; j < outLength; j++) {
    const position = j * down;
    const base = Math.floor(position / up);
    const phase = position - base * up;
    const offset = phase * width;
    let acc = 0;
    for (let k = 0; k < width; k++) {
      const index = base - HALF_TAPS + 1 + k;
      if (index >= 0 && index < input.length) acc += (input[index] ?? 0) * (taps[offset + k] ?? 0);
    }
    output[j] = acc / 32768;
  }
  return output;
}
