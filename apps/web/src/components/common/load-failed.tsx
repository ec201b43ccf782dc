import { Button } from "@onepercent/ui/button";
import { Card } from "@onepercent/ui/card";
import { useRouter } from "@tanstack/react-router";
import { RotateCcw } from "lucide-react";
import type { ReactNode } from "react";

/** Data that could not be loaded (§8): the message, announced, and a Try Again button. */
export function RetryCard({
  message,
  onRetry,
  retryIcon,
}: {
  message: string;
  onRetry: () => void;
  retryIcon?: ReactNode;
}) {
  return (
    <Card className="flex flex-col items-center gap-4 py-10 text-center">
      <p role="alert" className="font-medium text-ink">
        {message}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        {retryIcon}
        Try Again
      </Button>
    </Card>
  );
}

/** A route's loader failed (§8): Try Again runs the route's loaders again. */
export function LoadFailed({ message }: { message: string }) {
  const router = useRouter();
  return <RetryCard message={message} onRetry={() => void router.invalidate()} retryIcon={<RotateCcw aria-hidden />} />;
}
