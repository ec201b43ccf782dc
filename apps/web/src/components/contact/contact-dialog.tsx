import { Button } from "@onepercent/ui/button";
import { Dialog, DialogContent } from "@onepercent/ui/dialog";
import { TextareaField, TextField } from "@onepercent/ui/field";
import {
  CONTACT_CLOSE_DELAY_MS,
  CONTACT_MESSAGE_MAX,
  CONTACT_SUBJECT_MAX,
  ContactInput,
  messages,
} from "@onepercent/validators";
import { CircleCheck, Send } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { track } from "../../lib/analytics";
import type { ModalProps } from "../../lib/modals";
import { isTRPCClientError, trpc } from "../../lib/trpc";

type FieldErrors = Partial<Record<"subject" | "message", string>>;

/** Contact Us (platform.md §2, §4, §5, §8): subject and message, sent to the provider. */
export function ContactDialog({ onClose }: ModalProps) {
  const [subject, setSubject] = useState("");
  const [message, setMessage] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ContactInput.safeParse({ subject, message });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === "subject" || field === "message") && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    send.mutate(parsed.data);
  };

  const serverError = send.error
    ? isTRPCClientError(send.error) && send.error.message
      ? send.error.message
      : messages.contactFailed
    : null;

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
            <TextField
              id="contact-subject"
              label="Subject"
              value={subject}
              maxLength={CONTACT_SUBJECT_MAX}
              onChange={(event) => setSubject(event.target.value)}
              error={errors.subject}
              required
            />
            <TextareaField
              id="contact-message"
              label="Message"
              value={message}
              rows={6}
              maxLength={CONTACT_MESSAGE_MAX}
              onChange={(event) => setMessage(event.target.value)}
              error={errors.message}
              required
            />
            {serverError ? (
              <p role="alert" className="rounded-xl bg-red-50 px-3.5 py-2.5 text-red-800 text-sm">
                {serverError}
              </p>
            ) : null}
            <div className="flex justify-end gap-2">
              <Button type="button" variant="ghost" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" disabled={send.isPending}>
                <Send aria-hidden />
                {send.isPending ? "Sending…" : "Send Message"}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
