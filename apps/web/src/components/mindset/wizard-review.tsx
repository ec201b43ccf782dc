import { messages } from "@onepercent/validators/messages/common";
import { nonEmptyReviewGroups } from "@onepercent/validators/mindset";
import { Eye, MessageCircle, Sparkles, User } from "lucide-react";
import { WizardIntro, type WizardIntroPoint } from "../wizard/wizard-intro";
import { type Groups, outputOf } from "./wizard-groups";

const INTRODUCTION_POINTS: WizardIntroPoint[] = [
  { icon: Sparkles, title: "Affirmations", text: "What you believe about yourself, said in the present tense." },
  { icon: MessageCircle, title: "Self-talk", text: "The words you use in the moment: cues and encouragement." },
  { icon: User, title: "Body language", text: "How you carry yourself after a mistake and before a big moment." },
  { icon: Eye, title: "Key phrases and one word", text: "Simple reminders that bring you back under pressure." },
];

/** The wizard's first step: what a mindset is and what the steps cover. */
export function Introduction() {
  return (
    <WizardIntro heading="Build your mindset" points={INTRODUCTION_POINTS}>
      Your mindset is what you think, say and show when it counts. In the next steps your coach suggests statements for
      each part; check the ones that fit you, add your own, and review them before you save.
    </WizardIntro>
  );
}

/** §2.3: the groups holding something, or 'No mindset elements defined'. */
export function Review({ groups }: { groups: Groups }) {
  const shown = nonEmptyReviewGroups(outputOf(groups));
  if (shown.length === 0)
    return <p className="rounded-2xl bg-slate-50 p-4 text-slate-700">{messages.mindsetReviewEmpty}</p>;
  return (
    <div className="space-y-3">
      <p className="text-slate-700">Check your mindset, then choose Complete to save it.</p>
      <dl className="space-y-3">
        {shown.map((group) => (
          <div key={group.key} className="rounded-2xl bg-slate-50 p-4">
            <dt className="font-semibold text-ink">{group.label}</dt>
            <dd>
              <ul className="mt-1 list-disc space-y-0.5 pl-5 text-slate-800">
                {group.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
