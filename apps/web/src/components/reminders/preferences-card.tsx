import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@onepercent/ui/button";
import { Card } from "@onepercent/ui/card";
import { FieldError, TextField } from "@onepercent/ui/field";
import { RadioCard, RadioCards } from "@onepercent/ui/radio-cards";
import { toast } from "@onepercent/ui/toaster";
import { reminderMessages } from "@onepercent/validators/messages/reminders";
import {
  REMINDER_CHANNELS,
  type ReminderChannel,
  ReminderPreferencesInput,
  type ReminderSettings,
} from "@onepercent/validators/reminders";
import { Bell, Mail, Moon, Smartphone } from "lucide-react";
import { useId } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { handleServerSubmit } from "../../lib/form-errors";
import { trpc } from "../../lib/trpc";
import { FormAlert } from "../common/form-parts";
import { SectionTitle } from "../profile/section";
import { clockText } from "./format";
import { PushStatusNote } from "./push-status";
import { Switch } from "./switch";

type FormInput = z.input<typeof ReminderPreferencesInput>;
const FIELDS = ["channel", "quietHours"] as const;
/** Quiet hours as first offered: the night. */
const NIGHT = { start: "22:00", end: "07:00" };

const CHANNELS: Record<ReminderChannel, { title: string; description: string; icon: typeof Bell }> = {
  push: { title: "Push notifications", description: "On this device, with Done and Open buttons", icon: Smartphone },
  email: { title: "E-mail", description: "To your account's e-mail address", icon: Mail },
};

const isChannel = (value: string): value is ReminderChannel => REMINDER_CHANNELS.some((channel) => channel === value);

/**
 * How reminders reach the athlete (push in this browser, or e-mail) and the quiet hours in which
 * none is sent; saved with reminders.setPreferences under the server's own rules.
 */
export function PreferencesCard({ settings }: { settings: ReminderSettings }) {
  const id = useId();
  const utils = trpc.useUtils();
  const update = trpc.reminders.setPreferences.useMutation({
    onSuccess: (saved) => {
      utils.reminders.settings.setData(undefined, (old) => (old ? { ...old, ...saved } : old));
      void utils.reminders.next.invalidate();
      toast.success(reminderMessages.saved);
    },
  });
  const form = useForm<FormInput, unknown, ReminderPreferencesInput>({
    resolver: zodResolver(ReminderPreferencesInput),
    defaultValues: { channel: settings.channel, quietHours: settings.quietHours },
  });
  const { errors, isDirty } = form.formState;
  const channel = form.watch("channel");
  const quietHours = form.watch("quietHours");
  const dirty = { shouldDirty: true } as const;

  const submit = handleServerSubmit(form, FIELDS, reminderMessages.saveFailed, async (values) => {
    const saved = await update.mutateAsync(values);
    form.reset({ channel: saved.channel, quietHours: saved.quietHours });
  });
  const useEmail = () => {
    form.setValue("channel", "email", dirty);
    void submit();
  };

  return (
    <Card aria-labelledby={`${id}-title`}>
      <SectionTitle id={`${id}-title`} icon={Bell} title="How reminders reach you" />
      <form noValidate onSubmit={submit} className="mt-4 space-y-5">
        <div className="space-y-3">
          <p id={`${id}-channel-label`} className="font-medium text-ink text-sm">
            Send reminders as
          </p>
          <RadioCards
            value={channel}
            onValueChange={(value) => (isChannel(value) ? form.setValue("channel", value, dirty) : undefined)}
            className="sm:grid-cols-2"
            aria-labelledby={`${id}-channel-label`}
          >
            {REMINDER_CHANNELS.map((option) => {
              const { title, description, icon: Icon } = CHANNELS[option];
              return <RadioCard key={option} value={option} title={title} description={description} icon={<Icon />} />;
            })}
          </RadioCards>
          {channel === "push" ? <PushStatusNote publicKey={settings.pushPublicKey} onUseEmail={useEmail} /> : null}
          <FieldError id={`${id}-channel-error`}>{errors.channel?.message}</FieldError>
        </div>
        <fieldset className="space-y-3" aria-labelledby={`${id}-quiet-title`} aria-describedby={`${id}-quiet-hint`}>
          <div className="flex items-center gap-3">
            <Moon className="size-5 shrink-0 text-slate-500" aria-hidden />
            <div className="min-w-0 flex-1">
              <p id={`${id}-quiet-title`} className="font-medium text-ink">
                Quiet hours
              </p>
              <p id={`${id}-quiet-hint`} className="text-slate-600 text-sm">
                {quietHours
                  ? `Nothing is sent from ${clockText(quietHours.start)} to ${clockText(quietHours.end)}.`
                  : "Off: reminders may come at any time."}
              </p>
            </div>
            <Switch
              checked={quietHours !== null}
              label="Quiet hours"
              onChange={(on) => form.setValue("quietHours", on ? (settings.quietHours ?? NIGHT) : null, dirty)}
            />
          </div>
          {quietHours ? (
            <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
              <TextField
                id={`${id}-quiet-start`}
                label="From"
                type="time"
                error={errors.quietHours?.start?.message}
                {...form.register("quietHours.start")}
              />
              <TextField
                id={`${id}-quiet-end`}
                label="To"
                type="time"
                error={errors.quietHours?.end?.message}
                {...form.register("quietHours.end")}
              />
            </div>
          ) : null}
          <FieldError id={`${id}-quiet-error`}>{errors.quietHours?.message}</FieldError>
        </fieldset>
        <FormAlert message={errors.root?.message} />
        <div className="flex justify-end">
          <Button type="submit" disabled={!isDirty || update.isPending} className="w-full sm:w-auto">
            {update.isPending ? "Saving…" : "Save preferences"}
          </Button>
        </div>
      </form>
    </Card>
  );
}
