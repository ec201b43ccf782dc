import { Button } from "@onepercent/ui/button";
import { PageHeader } from "@onepercent/ui/page-header";
import { toast } from "@onepercent/ui/toaster";
import { messages } from "@onepercent/validators/messages/common";
import { LoaderCircle, Sparkles } from "lucide-react";
import { track } from "../../lib/analytics";
import { trpc } from "../../lib/trpc";
import { SaveAllBar } from "../common/save-all-bar";
import { DiscardChangesDialog } from "../common/unsaved-changes";
import { GoalWizard } from "./goal-wizard";
import { MvpCards } from "./mvp-cards";
import { MVP_FEATURE } from "./use-goal-wizard";
import { useMvpEdits } from "./use-mvp-edits";
import { useWizardAutoOpen } from "./use-wizard-auto-open";

const TITLE = "Your Mission, Vision, and Process Goals";

/**
 * The MVP page (planning-and-reflection.md §2.2, §4, §8): Mission, Vision and Process Goals
 * cards with Edit/Cancel, a sticky Save All Changes while any card is edited, and the Goal
 * Setting Wizard, which opens by itself on the first visit and when no MVP exists yet.
 */
export function MvpPage() {
  const query = trpc.mvp.get.useQuery(undefined, { retry: 1 });
  const me = trpc.auth.me.useQuery(undefined);
  const saved = query.data;
  const edits = useMvpEdits(saved);
  const [wizardOpen, setWizardOpen] = useWizardAutoOpen(query.isSuccess, query.data, me.data?.id);

  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-slate-600">
        <LoaderCircle className="size-4 animate-spin" aria-hidden /> Loading your MVP…
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="mx-auto max-w-3xl space-y-3">
        <PageHeader title={TITLE} />
        <p role="alert" className="text-red-700">
          {messages.mvpLoadFailed}
        </p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-3xl space-y-5 pb-4">
      <PageHeader
        eyebrow="Motivation"
        title={TITLE}
        actions={
          <Button
            onClick={() => {
              setWizardOpen(true);
              track("Feature Used", { feature: MVP_FEATURE, action: "open from page" });
            }}
          >
            <Sparkles aria-hidden />
            Goal Setting Wizard
          </Button>
        }
        layout="responsive"
      />

      <MvpCards saved={saved} edits={edits} />

      {edits.editedFields.length > 0 ? (
        <SaveAllBar
          error={edits.saveError}
          status={edits.changed ? "Unsaved changes" : "Editing"}
          saving={edits.saving}
          disabled={edits.saving}
          onSave={edits.saveAll}
        />
      ) : null}

      <GoalWizard
        open={wizardOpen}
        initial={saved ?? null}
        onClose={() => setWizardOpen(false)}
        onSaved={(record) => {
          edits.finish(record);
          toast.success(messages.mvpWizardSaved);
        }}
      />

      <DiscardChangesDialog blocker={edits.blocker} description="Your MVP has unsaved changes." />
    </div>
  );
}
