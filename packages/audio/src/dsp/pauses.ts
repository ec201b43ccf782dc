/** Below this RMS (about -47 dBFS) 10 ms of 16-bit speech count as a pause. */
const PAUSE_RMS = 150;
/** Shorter silences are inside words or after commas, never between sentences. */
const MIN_PAUSE_SECONDS = 0.15;
/** Silence kept around each clip, like the offline voice's sentences. */
const EDGE_SECONDS = 0.04;
const FRAME_SECONDS = 0.01;

interface Run {
  start: number;
  end: number;
}

/** Whether each 10 ms frame of `samples` is silent. */
function silentFrames(samples: Int16Array, frame: number): boolean[] {
  const silent: boolean[] = [];
  for (let start = 0; start < samples.length; start += frame) {
    const end = Math.min(samples.length, start + frame);
    let sum = 0;
    for (let i = start; i < end; i++) sum += (samples[i] ?? 0) ** 2;
    silent.push(Math.sqrt(sum / (end - start)) < PAUSE_RMS);
  }
  return silent;
}

/**
 * Speech of a whole script (one provider answer) cut into at most `count` sentence-like clips at
 * its `count - 1` longest pauses (each at least 0.15 s), so the track's layout can spread them
 * like the offline voice's sentences. Silence at the edges is trimmed, keeping 40 ms around each
 * clip; all silence gives no clip.
 */
export function splitAtPauses(samples: Int16Array, rate: number, count: number): Int16Array[] {
  const frame = Math.max(1, Math.round(rate * FRAME_SECONDS));
  const silent = silentFrames(samples, frame);
  const first = silent.indexOf(false);
  if (first === -1) return [];
  const last = silent.lastIndexOf(false);
  const pauses: Run[] = [];
  for (let i = first; i <= last; i++) {
    if (!silent[i]) continue;
    const start = i;
    while (silent[i + 1]) i++;
    if ((i + 1 - start) * frame >= MIN_PAUSE_SECONDS * rate) pauses.push({ start, end: i + 1 });
  }
  const cuts = pauses
    .map((pause, order) => ({ ...pause, order }))
    .sort((a, b) => b.end - b.start - (a.end - a.start) || a.order - b.order)
    .slice(0, Math.max(0, count - 1))
    .sort((a, b) => a.start - b.start);
  const edge = Math.round(rate * EDGE_SECONDS);
  const bounds = [first, ...cuts.flatMap((cut) => [cut.start, cut.end]), last + 1];
  const clips: Int16Array[] = [];
  for (let i = 0; i < bounds.length; i += 2) {
    const from = Math.max(0, (bounds[i] ?? 0) * frame - edge);
    const to = Math.min(samples.length, (bounds[i + 1] ?? 0) * frame + edge);
    clips.push(samples.slice(from, to));
  }
  return clips;
}
