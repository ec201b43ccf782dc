import { Brain, Clock, Sparkles, Target } from "lucide-react";
import { WizardIntro, type WizardIntroPoint } from "../wizard/wizard-intro";
import { sportOf, type Who } from "./copy";

/** The questionnaire's first step: a welcome and what the answers are for. */
export function Introduction({ who }: { who: Who }) {
  const sport = sportOf(who);
  const points: WizardIntroPoint[] = [
    {
      icon: Target,
      title: "Your why and your goals",
      text: `Tell us why ${sport} matters to you and what you want from it.`,
    },
    {
      icon: Brain,
      title: "Your mental game today",
      text: "Where you are now, and how you want to feel when it counts.",
    },
    {
      icon: Sparkles,
      title: "Training made for you",
      text: "Your coach uses your answers to suggest your mission, mindset and daily habits.",
    },
    { icon: Clock, title: "About 15 minutes a day", text: "Small, daily reps of mental training: 1% better each day." },
  ];
  return (
    <WizardIntro
      heading={who.firstName ? `Welcome to OnePercent, ${who.firstName}!` : "Welcome to OnePercent!"}
      points={points}
    >
      Great athletes train their minds as deliberately as their bodies. These six short questions take about three
      minutes.
    </WizardIntro>
  );
}
