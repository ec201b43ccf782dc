// How much two scripts say the same thing (issue 27): the words they share, divided by the words
// of the shorter one. Used by the tests to keep the imagery of two positions of one sport apart.

/**
 * Function words, left out of the count: the English stop words of NLTK's list (articles,
 * pronouns, prepositions, conjunctions, auxiliaries). Two coaching texts in the second person
 * without one sentence in common still share half of their tokens or more through these alone
 * (you, your, the, and, to…): counted, they would hide what the scripts actually say.
 */
const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  (
    "i me my myself we our ours ourselves you you're you've you'll you'd your yours yourself yourselves he him " +
    "his himself she she's her hers herself it it's its itself they them their theirs themselves what which who " +
    "whom this that that'll these those am is are was were be been being have has had having do does did doing " +
    "a an the and but if or because as until while of at by for with about against between into through during " +
    "before after above below to from up down in out on off over under again further then once here there when " +
    "where why how all any both each few more most other some such no nor not only own same so than too very s " +
    "t can will just don don't should should've now d ll m o re ve y ain aren aren't couldn couldn't didn " +
    "didn't doesn doesn't hadn hadn't hasn hasn't haven haven't isn isn't ma mightn mightn't mustn mustn't " +
    "needn needn't shan shan't shouldn shouldn't wasn wasn't weren weren't won won't wouldn wouldn't"
  ).split(" "),
);

/** The lower-cased word tokens of a text ("coach's", "one-on-one" and "5k" are one word each). */
export function wordTokens(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replaceAll("’", "'")
      .match(/[a-z0-9]+(?:['-][a-z0-9]+)*/g) ?? []
  ).filter((word) => !FUNCTION_WORDS.has(word));
}

/**
 * The share of words two texts have in common: the words both say, each counted as often as the
 * text that says it less often (word multisets), divided by the number of words of the shorter
 * text. 1 when every word of the shorter text is also in the longer one, as often; 0 when none
 * is, or when a text has no words. Function words are not counted (FUNCTION_WORDS).
 */
export function wordShare(first: string, second: string): number {
  const [shorter, longer] = [wordTokens(first), wordTokens(second)].sort((a, b) => a.length - b.length);
  if (shorter === undefined || longer === undefined || shorter.length === 0) return 0;
  const left = new Map<string, number>();
  for (const word of longer) left.set(word, (left.get(word) ?? 0) + 1);
  let shared = 0;
  for (const word of shorter) {
    const count = left.get(word) ?? 0;
    if (count > 0) {
      shared += 1;
      left.set(word, count - 1);
    }
  }
  return shared / shorter.length;
}
