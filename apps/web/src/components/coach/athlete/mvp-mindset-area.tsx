import { identitySentences } from "@onepercent/validators/identity-statement";
import { Target } from "lucide-react";
import type { SharedAreas } from "../types";
import { AreaCard, AreaHeading } from "./area-card";

type MvpMindset = NonNullable<SharedAreas["mvpMindset"]>;

/** A titled list; nothing when it is empty. */
function Items({ label, items }: { label: string; items: readonly string[] }) {
  const given = items.filter((item) => item.trim() !== "");
  if (given.length === 0) return null;
  return (
    <div>
      <dt className="font-medium text-slate-600 text-xs">{label}</dt>
      <dd>
        <ul className="list-disc space-y-0.5 pl-5 text-ink text-sm">
          {given.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </dd>
    </div>
  );
}

/** mvpMindset: the athlete's mission, vision and process goals, and their mindset. */
export function MvpMindsetArea({ mvpMindset: { mvp, mindset } }: { mvpMindset: MvpMindset }) {
  return (
    <AreaCard id="area-mvp-mindset" icon={Target} title="MVP and mindset">
      <div className="grid gap-5 md:grid-cols-2">
        <div className="space-y-2">
          <AreaHeading>Mission, vision and process goals</AreaHeading>
          {mvp ? (
            <dl className="space-y-3">
              <Items label="Mission" items={[mvp.mission]} />
              <Items label="Vision" items={mvp.vision} />
              <Items label="Process Goals" items={mvp.principles} />
            </dl>
          ) : (
            <p className="text-slate-600 text-sm">Not saved yet.</p>
          )}
        </div>
        <div className="space-y-2">
          <AreaHeading>Mindset</AreaHeading>
          {mindset ? (
            <dl className="space-y-3">
              <Items label="One Word Focus" items={[mindset.oneWordFocus]} />
              <Items label="Keys to Keep It Simple" items={mindset.keysToKeepItSimple} />
              <Items label="Affirmations" items={mindset.affirmations} />
              <Items label="Beliefs" items={mindset.beliefs} />
              <Items label="Self-Talk" items={mindset.selfTalk} />
              <Items label="Body Language" items={mindset.bodyLanguage} />
              <Items
                label="Identity Statement"
                items={identitySentences(mindset.identityStatement).map(({ sentence }) => sentence)}
              />
            </dl>
          ) : (
            <p className="text-slate-600 text-sm">Not saved yet.</p>
          )}
        </div>
      </div>
    </AreaCard>
  );
}
