import { cn } from "@onepercent/ui/cn";
import { Link } from "@tanstack/react-router";
import useEmblaCarousel from "embla-carousel-react";
import { type KeyboardEvent, useCallback, useEffect, useState } from "react";
import { track } from "../../lib/analytics";
import { useRedirectIfSignedIn } from "../../lib/guards";
import { BrandMark } from "../brand-mark";
import { SlideContent, slides } from "./home-slides";

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
