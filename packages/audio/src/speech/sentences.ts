/** A script as sentences: a list is taken as given (blank items dropped), text is split after . ! ? and at line breaks. */
export function sentencesOf(script: string | readonly string[]): string[] {
  const parts = typeof script === "string" ? script.split(/(?<=[.!?…])\s+|\n+/) : script;
  return parts.map(speakableText).filter((sentence) => sentence.length > 0);
}

const REPLACEMENTS: [RegExp, string][] = [
  [/[‘’‚‛′]/g, "'"],
  [/[“”„‟″]/g, '"'],
  [/[‐‑‒–—―]/g, ", "],
  [/…/g, "..."],
  [/&/g, " and "],
];

/**
 * What Flite can read: typographic punctuation made plain, accents dropped (NFKD), anything
 * outside printable ASCII removed, whitespace collapsed.
 */
export function speakableText(text: string): string {
  let plain = text.normalize("NFKD");
  for (const [pattern, replacement] of REPLACEMENTS) plain = plain.replace(pattern, replacement);
  return plain
    .replace(/[^\x20-\x7e]/g, " ")
    .replace(/\s+/g, " ")
    .replace(/\s+([,.!?;:])/g, "$1")
    .trim();
}
