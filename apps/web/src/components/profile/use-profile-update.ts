import { toast } from "@onepercent/ui/toaster";
import { messages } from "@onepercent/validators/messages/common";
import type { ProfileUpdate } from "@onepercent/validators/profile";
import { track } from "../../lib/analytics";
import { httpStatusOf, isTRPCClientError, trpc } from "../../lib/trpc";

/** The profile update behind both sections: the page, the dashboard greeting and the guard see the change. */
function useProfileUpdate(section: "personal" | "sport") {
  const utils = trpc.useUtils();
  return trpc.profile.update.useMutation({
    onSuccess: async (profile) => {
      utils.profile.get.setData(undefined, profile);
      track("Profile Updated", { section });
      toast.success(messages.profileUpdated);
      await Promise.all([utils.auth.me.invalidate(), utils.auth.viewer.invalidate()]);
    },
  });
}

/** What a failed save says: the server's message for a refused change, else the spec's fallback. */
function updateFailure(error: unknown): string {
  const status = httpStatusOf(error);
  if (isTRPCClientError(error) && status !== null && status < 500 && error.message) return error.message;
  return messages.profileUpdateFailed;
}

/**
 * A section's save: the update, then `onDone` (the form closes); a failure is handed to
 * `onFailure` as the message the form shows.
 */
export function useProfileSave(section: "personal" | "sport", onDone: () => void) {
  const update = useProfileUpdate(section);
  const save = async (data: ProfileUpdate, onFailure: (message: string) => void) => {
    try {
      await update.mutateAsync({ data });
      onDone();
    } catch (error) {
      onFailure(updateFailure(error));
    }
  };
  return { save, saving: update.isPending };
}
