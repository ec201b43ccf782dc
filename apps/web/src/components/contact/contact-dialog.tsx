import { zodResolver } from "@hookform/resolvers/zod";
import { Dialog, DialogContent } from "@onepercent/ui/dialog";
import { TextareaField, TextField } from "@onepercent/ui/field";
import { CONTACT_CLOSE_DELAY_MS, ContactInput } from "@onepercent/validators/contact";
import { messages } from "@onepercent/validators/messages/common";
import { CircleCheck, Send } from "lucide-react";
import { useEffect, useRef } from "react";
import { useForm } from "react-hook-form";
import { track } from "../../lib/analytics";
import { handleServerSubmit } from "../../lib/form-errors";
import { useFormFields } from "../../lib/form-fields";
import type { ModalProps } from "../../lib/modals";
import { trpc } from "../../lib/trpc";
import { FormAlert, FormButtons } from "../common/form-parts";

/** Contact Us (platform.md §2, §4, §5, §8): subject and message, sent to the provider. */
export function ContactDialog({ onClose }: ModalProps) {
  const form = useForm<ContactInput>({
    resolver: zodResolver(ContactInput),
    defaultValues: { subject: "", message: "" },
  });
  const { field } = useFormFields(form, ContactInput);
  const { errors } = form.formState;
  const send = trpc.contact.send.useMutation({
    onSuccess: () => track("Feature Used", { feature: "Contact Us" }),
  });

  // The latest onClose, so that a re-render does not restart the 2-second timer.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!send.isSuccess) return;
    const timer = setTimeout(() => close.current(), CONTACT_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [send.isSuccess]);

  const submit = handleServerSubmit(form, ["subject", "message"], messages.contactFailed, (input) =>
    send.mutateAsync(input),
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="Contact Us" description="Questions, ideas or trouble with the app? We read every message.">
        {send.isSuccess ? (
          <div role="status" className="flex flex-col items-center gap-3 py-8 text-center">
            <CircleCheck className="size-12 text-brand-600" aria-hidden />
            <p className="font-semibold text-ink text-lg">{messages.contactSent}</p>
          </div>
        ) : (
          <form noValidate onSubmit={submit} className="space-y-4">
            <TextField label="Subject" required {...field("subject")} />
            <TextareaField label="Message" rows={6} required {...field("message")} />
            <FormAlert message={errors.root?.message} />
            <FormButtons
              form={{ submitLabel: "Send Message", pending: send.isPending, onCancel: onClose }}
              pendingLabel="Sending…"
              submitIcon={<Send aria-hidden />}
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
