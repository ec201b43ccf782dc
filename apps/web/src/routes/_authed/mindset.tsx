import { Button } from "@onepercent/ui/button";
import { Card } from "@onepercent/ui/card";
import { messages } from "@onepercent/validators/messages";
import { createFileRoute, useRouter } from "@tanstack/react-router";
import { RotateCcw } from "lucide-react";
import { MindsetPage } from "../../components/mindset/mindset-page";

/** The mindset page (planning-and-reflection.md §2.4), tracked as '/mindset'. */
export const Route = createFileRoute("/_authed/mindset")({
  loader: ({ context }) => context.trpc.mindset.get.ensureData(undefined),
  component: MindsetPage,
  errorComponent: LoadFailed,
});

/** §8: the mindset could not be loaded. */
function LoadFailed() {
  const router = useRouter();
  return (
    <Card className="flex flex-col items-center gap-4 py-10 text-center">
      <p role="alert" className="font-medium text-ink">
        {messages.mindsetLoadFailed}
      </p>
      <Button variant="secondary" onClick={() => void router.invalidate()}>
        <RotateCcw aria-hidden />
        Try Again
      </Button>
    </Card>
  );
}
