import { type IdentityKey, stemOf } from "@onepercent/validators/mindset";

/**
 * The identity statement's sentences as list items, the stem of each in bold ("**I am** calm
 * under pressure.").
 */
export function IdentityLines({
  lines,
  className,
}: {
  lines: { key: IdentityKey; sentence: string }[];
  className: string;
}) {
  return lines.map(({ key, sentence }) => (
    <li key={`${key}:${sentence}`} className={className}>
      <strong className="font-semibold text-brand-800">{stemOf(key)}</strong>
      {sentence.slice(stemOf(key).length)}
    </li>
  ));
}
