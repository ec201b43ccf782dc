import { Button } from "@onepercent/ui/button";
import { IconTile } from "@onepercent/ui/icon-tile";
import { Link } from "@tanstack/react-router";
import { ArrowRight, Brain, Sparkles, Timer, TrendingUp } from "lucide-react";
import type { ReactNode } from "react";
import { rememberCameFromHome } from "../../lib/from-home";

interface Slide {
  eyebrow: string;
  title: string;
  body: string;
  icon: ReactNode;
  points: string[];
}

/** The home page's three slides: what the app does, how long it takes, why it works. */
export const slides: Slide[] = [
  {
    eyebrow: "Mental performance coaching",
    title: "Training built around you",
    body: "Our AI coach personalises your mental training to your age, your sport, your position and your goals.",
    icon: <Brain aria-hidden />,
    points: ["Mission, vision and process goals", "Mindset, self-talk and routines", "Focus and breathing drills"],
  },
  {
    eyebrow: "Small sessions, real habits",
    title: "About 15 minutes a day",
    body: "Short daily sessions fit around practice and school: a journal entry, a habit check, a breathing cycle, a focus game.",
    icon: <Timer aria-hidden />,
    points: ["Daily, weekly and performance journals", "Habits you can see growing", "Planners for busy weeks"],
  },
  {
    eyebrow: "Athletes, parents and coaches",
    title: "1% better each day",
    body: "Tiny improvements compound. Start today and watch your confidence, focus and consistency grow.",
    icon: <TrendingUp aria-hidden />,
    points: ["Free to sign up", "Works on your phone and laptop", "Your data stays yours"],
  },
];

/** One slide: its icon, texts and points, then Next (or Sign up on the last) and Log in. */
export function SlideContent({
  slide,
  last,
  active,
  onNext,
}: {
  slide: Slide;
  last: boolean;
  active: boolean;
  onNext: () => void;
}) {
  const tabIndex = active ? 0 : -1;
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 py-6">
      <IconTile size={14} tone="night">
        {slide.icon}
      </IconTile>
      <div className="space-y-3">
        <p className="font-semibold text-brand-100 text-sm uppercase tracking-wider">{slide.eyebrow}</p>
        <h1 className="font-extrabold text-4xl leading-tight tracking-tight md:text-5xl">{slide.title}</h1>
        <p className="text-lg text-white/90 leading-relaxed">{slide.body}</p>
      </div>
      <ul className="space-y-2">
        {slide.points.map((point) => (
          <li key={point} className="flex items-center gap-2 text-white/90">
            <Sparkles className="size-4 shrink-0 text-brand-500" aria-hidden />
            {point}
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-4 pt-2">
        {last ? (
          <Button asChild size="lg" variant="bright">
            <Link to="/new-profile" tabIndex={tabIndex}>
              SIGN UP FOR FREE
            </Link>
          </Button>
        ) : (
          <Button
            size="lg"
            onClick={onNext}
            tabIndex={tabIndex}
            aria-label="Next slide"
            variant="light"
            className="self-start"
          >
            Next
            <ArrowRight aria-hidden />
          </Button>
        )}
        <p className="text-white/90">
          Already a member?{" "}
          <Link
            to="/login"
            tabIndex={tabIndex}
            onClick={rememberCameFromHome}
            className="font-semibold text-brand-100 underline underline-offset-4 hover:text-white"
          >
            Log in
          </Link>
        </p>
      </div>
    </div>
  );
}
