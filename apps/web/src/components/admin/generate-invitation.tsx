import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@onepercent/ui/button";
import { Card, CardTitle } from "@onepercent/ui/card";
import { EmailField, TextField } from "@onepercent/ui/field";
import { toast } from "@onepercent/ui/toaster";
import { CreateInvitationInput } from "@onepercent/validators/invitations";
import { messages } from "@onepercent/validators/messages/common";
import { CircleCheck, Send } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { fieldProps } from "../../lib/field-props";
import { handleServerSubmit } from "../../lib/form-errors";
import { trpc } from "../../lib/trpc";
import { FormAlert } from "../common/form-parts";
import { CopyLinkButton } from "./copy-link-button";
import { useRelockOn403 } from "./use-gate";

/** The generate form of the Invitations tab (platform.md §2) and the link it made. */
export function GenerateInvitation() {
  const utils = trpc.useUtils();
  const form = useForm<CreateInvitationInput>({
    resolver: zodResolver(CreateInvitationInput),
    defaultValues: { name: "", email: "" },
  });
  const { errors } = form.formState;
  const [generated, setGenerated] = useState<{ url: string; email: string; message: string } | null>(null);
  const relock = useRelockOn403();
  const create = trpc.admin.invitations.create.useMutation({
    onError: relock,
    onSuccess: (sent) => {
      utils.admin.invitations.list.setData(undefined, (list) => (list ? [sent.invitation, ...list] : list));
      setGenerated({ url: sent.invitationUrl, email: sent.invitation.email, message: sent.message });
      if (sent.emailed) toast.success(sent.message || messages.invitationGenerated);
      else toast.warning(sent.message);
      form.reset();
    },
  });

  const submit = handleServerSubmit(form, ["name", "email"], messages.invitationGenerateFailed, (input) => {
    setGenerated(null);
    return create.mutateAsync(input);
  });

  return (
    <Card className="space-y-4">
      <div>
        <CardTitle>Invite an athlete</CardTitle>
        <p className="mt-1 text-slate-600 text-sm">They get an e-mail with a personal sign-up link.</p>
      </div>
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField id="invite-name" label="Name" autoComplete="off" required {...fieldProps(form, "name")} />
        <EmailField id="invite-email" autoComplete="off" required {...fieldProps(form, "email")} />
        <FormAlert message={errors.root?.message} />
        <Button type="submit" className="w-full" disabled={create.isPending}>
          <Send aria-hidden />
          {create.isPending ? "Generating…" : "Generate Invitation"}
        </Button>
      </form>
      {generated ? (
        <div role="status" className="space-y-3 rounded-xl border border-brand-100 bg-brand-50 p-3.5">
          <p className="flex items-start gap-2 font-medium text-brand-800 text-sm">
            <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
            {generated.message}
          </p>
          <label className="block text-slate-700 text-xs" htmlFor="generated-link">
            Invitation link for {generated.email}
          </label>
          <input
            id="generated-link"
            readOnly
            value={generated.url}
            onFocus={(event) => event.currentTarget.select()}
            className="block h-10 w-full truncate rounded-lg border border-slate-300 bg-white px-3 font-mono text-ink text-xs"
          />
          <CopyLinkButton url={generated.url} />
        </div>
      ) : null}
    </Card>
  );
}
