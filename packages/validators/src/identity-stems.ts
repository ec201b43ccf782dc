/**
 * The identity statement's four stems (training-and-tools.md §3): each item completes one
 * ("I am" + "calm under pressure"). Apart from identity-statement.ts so its texts
 * (messages/identity-statement.ts) can name a stem without an import cycle.
 */
export const IDENTITY_STEMS = [
  { key: "iHave", stem: "I have", also: ["I've"] },
  { key: "iAm", stem: "I am", also: ["I'm"] },
  { key: "iLove", stem: "I love", also: [] },
  { key: "iGive", stem: "I give", also: [] },
] as const;
export type IdentityKey = (typeof IDENTITY_STEMS)[number]["key"];
export const IDENTITY_KEYS: IdentityKey[] = IDENTITY_STEMS.map(({ key }) => key);

export const stemOf = (key: IdentityKey): string => IDENTITY_STEMS.find((entry) => entry.key === key)?.stem ?? "";
