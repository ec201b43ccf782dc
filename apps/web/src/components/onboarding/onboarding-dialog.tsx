import { EMPTY_ONBOARDING_RESPONSES } from "@onepercent/validators/onboarding";
import { Dialog } from "radix-ui";
import type { ModalProps } from "../../lib/modals";
import { trpc } from "../../lib/trpc";
import { WizardOverlay } from "../wizard/wizard-frame";
import { readDraft } from "./draft";
import { Questionnaire } from "./questionnaire";

/** The onboarding questionnaire (platform.md §2, §4, §5, §8): seven steps, answers kept on the server. */
export function OnboardingDialog({ onClose }: ModalProps) {
  const status = trpc.onboarding.status.useQuery(undefined, { retry: 1 });
  const me = trpc.auth.me.useQuery(undefined);
  const ready = !status.isPending && !me.isPending;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <WizardOverlay />
        {ready ? (
          <Questionnaire
            initial={status.data?.responses ?? readDraft() ?? EMPTY_ONBOARDING_RESPONSES}
            alreadyCompleted={status.data?.completed ?? false}
            who={{
              firstName: me.data?.name.split(/\s+/)[0] ?? "",
              sport: me.data?.sport ?? "Other",
              role: me.data?.role ?? "Athlete",
            }}
            onClose={onClose}
          />
        ) : (
          <Dialog.Content
            aria-describedby={undefined}
            className="fixed inset-0 z-50 flex items-center justify-center bg-white sm:inset-auto sm:top-1/2 sm:left-1/2 sm:h-48 sm:w-96 sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl"
          >
            <Dialog.Title className="sr-only">Onboarding</Dialog.Title>
            <p role="status" className="text-slate-600">
              Loading your onboarding…
            </p>
          </Dialog.Content>
        )}
      </Dialog.Portal>
    </Dialog.Root>
  );
}
