import { createFileRoute } from "@tanstack/react-router";
import { Brain } from "lucide-react";
import { ImageryGenerator } from "../../components/ai/imagery/imagery-generator";

/** /mental-imagery: the Mental Imagery Generator as a page (training-and-tools.md §2). */
export const Route = createFileRoute("/_authed/mental-imagery")({
  loader: ({ context }) => {
    void context.trpc.ai.imagery.defaults.prefetch(undefined);
  },
  component: MentalImageryPage,
});

function MentalImageryPage() {
  return (
    <div className="mx-auto max-w-3xl space-y-5 pb-10">
      <header>
        <p className="inline-flex items-center gap-1.5 font-medium text-brand-700 text-sm">
          <Brain className="size-4" aria-hidden />
          AI Tools
        </p>
        <h1 className="mt-1 font-bold text-3xl text-ink tracking-tight">Mental Imagery</h1>
        <p className="mt-2 text-slate-700">
          A script written for your sport and your position: see it, hear it and feel it before you play it.
        </p>
      </header>
      <ImageryGenerator />
    </div>
  );
}
