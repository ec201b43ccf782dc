import { Button } from "@onepercent/ui/button";
import { cn } from "@onepercent/ui/cn";
import { Link } from "@tanstack/react-router";
import useEmblaCarousel from "embla-carousel-react";
import { ArrowRight, Brain, Sparkles, Timer, TrendingUp } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useState } from "react";
import { track } from "../../lib/analytics";
import { rememberCameFromHome } from "../../lib/from-home";
import { useRedirectIfSignedIn } from "../../lib/guards";
import { BrandMark } from "../brand-mark";

interface Slide {
  eyebrow: string;
  title: string;
  body: string;
  icon: ReactNode;
  points: string[];
}

const slides: Slide[] = [
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

export function HomeCarousel() {
  const [viewportRef, embla] = useEmblaCarousel({ loop: false });
  const [selected, setSelected] = useState(0);

  useEffect(() => track("View Home Page"), []);
  useRedirectIfSignedIn();

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on("select", onSelect);
    onSelect();
    return () => {
      embla.off("select", onSelect);
    };
  }, [embla]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === "ArrowRight") embla?.scrollNext();
      if (event.key === "ArrowLeft") embla?.scrollPrev();
    },
    [embla],
  );

  return (
    <main className="flex min-h-dvh flex-col bg-gradient-to-b from-ink via-slate-900 to-brand-800 text-white">
      <header className="px-6 pt-6 md:px-10">
        <BrandMark tone="light" />
      </header>

      <section
        aria-roledescription="carousel"
        aria-label="What OnePercent does"
        className="flex flex-1 flex-col justify-center"
        onKeyDown={onKeyDown}
      >
        <div ref={viewportRef} className="overflow-hidden">
          <div className="flex touch-pan-y">
            {slides.map((slide, index) => (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern makes each slide a group; a fieldset is for form controls.
              <div
                key={slide.title}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${slides.length}`}
                aria-hidden={index !== selected}
                className="min-w-0 shrink-0 grow-0 basis-full px-6 md:px-10"
              >
                <SlideContent
                  slide={slide}
                  last={index === slides.length - 1}
                  onNext={() => embla?.scrollNext()}
                  active={index === selected}
                />
              </div>
            ))}
          </div>
        </div>
        <div className="mt-6 flex justify-center">
          {slides.map((slide, index) => (
            <button
              key={slide.title}
              type="button"
              aria-label={`Go to slide ${index + 1}`}
              aria-current={index === selected}
              onClick={() => embla?.scrollTo(index)}
              className="group flex h-8 min-w-8 items-center justify-center px-1"
            >
              <span
                className={cn(
                  "block h-2.5 rounded-full transition-all",
                  index === selected ? "w-8 bg-brand-500" : "w-2.5 bg-white/40 group-hover:bg-white/70",
                )}
              />
            </button>
          ))}
        </div>
      </section>

      <footer className="px-6 pb-8 text-center text-sm text-white/80 md:px-10">
        <Link to="/terms-and-conditions" className="inline-block px-2 py-2 underline-offset-4 hover:underline">
          Terms
        </Link>
        <span aria-hidden> · </span>
        <Link to="/privacy-policy" className="inline-block px-2 py-2 underline-offset-4 hover:underline">
          Privacy
        </Link>
      </footer>
    </main>
  );
}

function SlideContent({
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
      <span className="flex size-14 items-center justify-center rounded-2xl bg-white/10 text-brand-500 [&_svg]:size-7">
        {slide.icon}
      </span>
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
