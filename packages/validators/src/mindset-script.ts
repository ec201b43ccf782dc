import { IDENTITY_KEYS, type IdentityKey, identitySentences } from "./identity-statement";
import type { Mindset } from "./mindset";

/** §2: the script's download name. */
export const MINDSET_SCRIPT_FILE = "mindset-script.txt";
export const MINDSET_SCRIPT_TITLE = "My Mindset Script";

export type ScriptSection =
  | { kind: "word"; title: string; word: string }
  | { kind: "list"; title: string; lines: string[] }
  | { kind: "identity"; title: string; lines: { key: IdentityKey; sentence: string }[] };

/**
 * The mindset laid out as a script to read aloud (§2): the one word focus, the keys to keep it
 * simple, the affirmations and the identity statement ("I have…", "I am…", "I love…", "I
 * give…"), each only when it holds something.
 */
export function mindsetScriptSections(mindset: Mindset): ScriptSection[] {
  const identity = identitySentences(mindset.identityStatement);
  const sections: (ScriptSection | null)[] = [
    mindset.oneWordFocus.trim() ? { kind: "word", title: "One Word Focus", word: mindset.oneWordFocus.trim() } : null,
    mindset.keysToKeepItSimple.length > 0
      ? { kind: "list", title: "Keys to Keep It Simple", lines: mindset.keysToKeepItSimple }
      : null,
    mindset.affirmations.length > 0 ? { kind: "list", title: "Affirmations", lines: mindset.affirmations } : null,
    identity.length > 0 ? { kind: "identity", title: "Identity Statement", lines: identity } : null,
  ];
  return sections.filter((section) => section !== null);
}

function sectionText(section: ScriptSection): string {
  const heading = section.title.toUpperCase();
  if (section.kind === "word") return `${heading}\n${section.word}`;
  if (section.kind === "list") return [heading, ...section.lines.map((line) => `- ${line}`)].join("\n");
  // The identity statement reads as sentences, a blank line between its four groups.
  const groups = IDENTITY_KEYS.map((key) =>
    section.lines
      .filter((line) => line.key === key)
      .map((line) => line.sentence)
      .join("\n"),
  ).filter((group) => group !== "");
  return [heading, groups.join("\n\n")].join("\n");
}

/** The script as plain text: what Copy to clipboard copies and Download saves. */
export function mindsetScriptText(mindset: Mindset): string {
  const sections = mindsetScriptSections(mindset);
  return `${[MINDSET_SCRIPT_TITLE, ...sections.map(sectionText)].join("\n\n")}\n`;
}
