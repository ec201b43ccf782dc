import { Button } from "@onepercent/ui/button";
import { Dialog, DialogContent } from "@onepercent/ui/dialog";
import { outboxMessages } from "@onepercent/validators/messages/outbox";

/**
 * Sign-out with changes the outbox could not send (offline): the athlete chooses to keep them on
 * this device for their next sign-in here, or to discard them (issue 28). Closing signs nobody out.
 */
export default function SignOutDialog({
  unsent,
  onKeep,
  onDiscard,
  onCancel,
}: {
  unsent: number;
  onKeep: () => void;
  onDiscard: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onCancel()}>
      <DialogContent title={outboxMessages.signOutTitle} description={outboxMessages.signOutDescription(unsent)}>
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <Button onClick={onKeep}>{outboxMessages.keepForNextSignIn}</Button>
          <Button variant="secondary" onClick={onDiscard}>
            {outboxMessages.discardAndSignOut}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
