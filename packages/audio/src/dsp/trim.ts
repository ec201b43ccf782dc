/** Below this (about -50 dBFS) a 16-bit sample counts as silence at a sentence's edges. */
const SILENCE = 100;

/**
 * The sentence without the silence Flite puts before and after it, keeping `marginSamples` of
 * it on each side so the first and last sounds are not clipped. All silence gives an empty clip.
 */
export function trimSilence(samples: Int16Array, marginSamples: number): Int16Array {
  let first = 0;
  while (first < samples.length && Math.abs(samples[first] ?? 0) < SILENCE) first++;
  if (first === samples.length) return samples.subarray(0, 0);
  let last = samples.length - 1;
  while (last > first && Math.abs(samples[last] ?? 0) < SILENCE) last--;
  return samples.slice(Math.max(0, first - marginSamples), Math.min(samples.length, last + 1 + marginSamples));
}
