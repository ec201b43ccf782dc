import { PageHeader } from "@onepercent/ui/page-header";
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
      <PageHeader
        eyebrow="AI Tools"
        eyebrowIcon={Brain}
        title="Mental Imagery"
        description="A script written for your sport and your position: see it, hear it and feel it before you play it."
      />
      <ImageryGenerator />
    </div>
  );
}
