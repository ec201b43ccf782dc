import { Button } from "@onepercent/ui/button";
import { Card } from "@onepercent/ui/card";
import { messages } from "@onepercent/validators/messages";
import { createFileRoute, useRouter } from "@tanstack/react-router";
import { RotateCcw } from "lucide-react";
import { DailySuccessChecklist } from "../../components/habits/checklist";

export const Route = createFileRoute("/_authed/daily-success-checklist")({
  loader: ({ context }) => context.trpc.habits.list.ensureData(undefined),
  component: DailySuccessChecklist,
  errorComponent: LoadFailed,
});

/** §8: the list could not be loaded. */
function LoadFailed() {
  const router = useRouter();
  return (
    <Card className="flex flex-col items-center gap-4 py-10 text-center">
      <p role="alert" className="font-medium text-ink">
        {messages.habitsLoadFailed}
      </p>
      <Button variant="secondary" onClick={() => void router.invalidate()}>
        <RotateCcw aria-hidden />
        Try Again
      </Button>
    </Card>
  );
}
