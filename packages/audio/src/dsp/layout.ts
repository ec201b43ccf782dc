/** Where one sentence goes in the track: its clip, first sample, and how many samples of it play. */
export interface Placement {
  clip: number;
  start: number;
  length: number;
}

/** Seconds of background before the first sentence, after the last, and between two sentences. */
interface Margins {
  lead: number;
  tail: number;
  gap: number;
}
/** What a track gets when there is room. */
export const COMFORTABLE: Margins = { lead: 2.5, tail: 3.5, gap: 0.8 };
/** The least it gets before sentences are dropped. */
export const TIGHT: Margins = { lead: 0.5, tail: 1, gap: 0.3 };
/** Longest pause between sentences; beyond it the rest of the time follows the last sentence. */
export const MAX_GAP_SECONDS = 15;

const overhead = (m: Margins, count: number) => m.lead + m.tail + Math.max(0, count - 1) * m.gap;

/** Seconds of speech that fit `durationSeconds` with comfortable margins (below it the voice must go faster). */
export const speechBudgetSeconds = (count: number, durationSeconds: number) =>
  durationSeconds - overhead(COMFORTABLE, count);

/** A track's length for `speech` seconds of `count` sentences with the least margins (TIGHT), a little spare for rounding. */
export const naturalSeconds = (count: number, speech: number) =>
  Math.ceil((speech + overhead(TIGHT, count)) * 10 + 1) / 10;

/** Margins in samples, shrunk toward TIGHT as far as `free` samples (the time not spoken) require. */
function marginsFor(free: number, count: number, rate: number): Margins {
  const comfortable = overhead(COMFORTABLE, count) * rate;
  const tight = overhead(TIGHT, count) * rate;
  const share = comfortable <= tight ? 1 : Math.min(1, Math.max(0, (free - tight) / (comfortable - tight)));
  const between = (key: keyof Margins) => Math.floor((TIGHT[key] + share * (COMFORTABLE[key] - TIGHT[key])) * rate);
  return { lead: between("lead"), tail: between("tail"), gap: between("gap") };
}

/**
 * Lays `lengths` (samples) into a track of exactly `total` samples: a lead-in, the sentences in
 * order with equal pauses between them (whole samples, the remainder spread one by one), and a
 * tail. With too little time the margins shrink, then sentences that no longer fit are dropped
 * and a first sentence longer than the track is cut; nothing ever ends past `total`.
 */
export function layoutClips(lengths: readonly number[], total: number, rate: number): Placement[] {
  const count = lengths.length;
  if (count === 0 || total <= 0) return [];
  const speech = lengths.reduce((sum, length) => sum + length, 0);
  const margins = marginsFor(total - speech, count, rate);
  const lead = Math.min(margins.lead, Math.floor(total / 10));
  const tail = Math.min(margins.tail, Math.floor(total / 10));
  const free = total - speech - lead - tail;
  const gaps = count - 1;
  if (free >= gaps * margins.gap) {
    const spread = gaps === 0 ? 0 : Math.min(free, gaps * Math.floor(MAX_GAP_SECONDS * rate));
    const base = gaps === 0 ? 0 : Math.floor(spread / gaps);
    const extra = gaps === 0 ? 0 : spread - base * gaps;
    const placements: Placement[] = [];
    let start = lead;
    lengths.forEach((length, clip) => {
      placements.push({ clip, start, length });
      start += length + base + (clip < extra ? 1 : 0);
    });
    return placements;
  }
  const placements: Placement[] = [];
  let start = lead;
  for (let clip = 0; clip < count; clip++) {
    const length = lengths[clip] ?? 0;
    const room = total - tail - start;
    if (length <= room) placements.push({ clip, start, length });
    else if (placements.length === 0 && room > 0) placements.push({ clip, start, length: room });
    else break;
    start += length + margins.gap;
  }
  return placements;
}
