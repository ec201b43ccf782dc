import { Card, CardTitle } from "@onepercent/ui/card";
import { cn } from "@onepercent/ui/cn";
import { toast } from "@onepercent/ui/toaster";
import { messages } from "@onepercent/validators/messages/common";
import { offlineMessages } from "@onepercent/validators/messages/offline";
import { MOOD_LABELS, MOOD_MAX, MOOD_MIN } from "@onepercent/validators/planner";
import type { OutboxWrites } from "../../lib/offline/outbox-writes";
import { useOutboxMutation } from "../../lib/offline/use-outbox-mutation";
import { api, trpc } from "../../lib/trpc";
import { FormAlert } from "../common/form-parts";
import { trackPlanner } from "./shared";

const MOODS = Array.from({ length: MOOD_MAX - MOOD_MIN + 1 }, (_, index) => MOOD_MIN + index);

const sendCheckIn = (input: OutboxWrites["planner.checkIn.save"]) => api.planner.checkIn.save.mutate(input);

/** The daily check-in (planning-and-reflection.md §7): one mood per day, saved again to change it. */
export function CheckInCard({ date }: { date: string }) {
  const utils = trpc.useUtils();
  const checkIn = trpc.planner.checkIn.get.useQuery({ date });
  // Without a connection the mood is kept on this device and sent later (issue 28); one per day, the last one wins.
  const save = useOutboxMutation("planner.checkIn.save", sendCheckIn, {
    onSuccess: (result) => {
      if (!("sent" in result)) {
        toast(offlineMessages.keptToast);
        return;
      }
      utils.planner.checkIn.get.setData({ date: result.sent.date }, result.sent);
      trackPlanner("daily", "check-in");
      toast.success(messages.checkInSaved);
    },
  });
  const current = save.isPending ? save.variables?.mood : checkIn.data?.mood;
  /** A mood saved by another client as a word or off the 1–5 scale: shown as it was given. */
  const offScale = current !== undefined && !MOODS.some((mood) => mood === current);

  return (
    <Card aria-labelledby="check-in-title">
      <CardTitle id="check-in-title">Daily check-in</CardTitle>
      <p className="mt-1 text-slate-700 text-sm">How are you feeling?</p>
      <fieldset className="mt-3">
        <legend className="sr-only">Mood</legend>
        <div className="grid grid-cols-5 gap-2">
          {MOODS.map((mood) => (
            <button
              key={mood}
              type="button"
              aria-pressed={current === mood}
              disabled={save.isPending}
              onClick={() => save.mutate({ date, mood })}
              className={cn(
                "flex min-h-11 flex-col items-center justify-center rounded-xl border px-1 py-2 font-medium text-sm",
                current === mood
                  ? "border-brand-700 bg-brand-700 text-white"
                  : "border-slate-300 bg-white text-slate-800 hover:border-brand-400",
              )}
            >
              <span className="text-base">{mood}</span> <span className="text-xs">{MOOD_LABELS[mood]}</span>
            </button>
          ))}
        </div>
      </fieldset>
      {offScale ? <p className="mt-2 text-slate-700 text-sm">Your check-in: {current}</p> : null}
      <div className="mt-3">
        <FormAlert message={save.error ? messages.checkInSaveFailed : null} />
      </div>
    </Card>
  );
}
