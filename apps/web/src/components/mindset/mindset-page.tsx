import { Button } from "@onepercent/ui/button";
import { PageHeader } from "@onepercent/ui/page-header";
import { useTimedNotice } from "@onepercent/ui/use-timed-notice";
import { MINDSET_FEATURE } from "@onepercent/validators/analytics-events";
import { messages } from "@onepercent/validators/messages/common";
import { EMPTY_MINDSET, hasMindsetContent, MINDSET_BANNER_MS } from "@onepercent/validators/mindset";
import { Link } from "@tanstack/react-router";
import { CircleCheck, Mic, Wand2 } from "lucide-react";
import { useState } from "react";
import { track } from "../../lib/analytics";
import { httpStatusOf, trpc } from "../../lib/trpc";
import { EditableCard, type EditControls } from "../common/editable-card";
import { SaveAllBar } from "../common/save-all-bar";
import { DiscardChangesDialog, useUnsavedChangesBlocker } from "../common/unsaved-changes";
import { Empty, ListEditor, ListView, WordEditor } from "./card-editors";
import { IdentityCard } from "./identity-card";
import { type CardKey, LIST_CARDS, type ListKey } from "./mindset-cards";
import { MindsetWizard } from "./mindset-wizard";
import { useMindsetEdits } from "./use-mindset-edits";

/** The failed save message (§8); a refused input shows the rule's own message. */
function saveFailure(error: unknown): string {
  const status = httpStatusOf(error);
  if (status === 401) return messages.mindsetTokenMissing;
  if (status === 400 && error instanceof Error && error.message) return error.message;
  return messages.mindsetSaveFailed;
}

/**
 * The mindset page (planning-and-reflection.md §2.4, §4): five cards and the identity statement
 * (training-and-tools.md §3) with Edit/Cancel, Save All Changes, the wizard, and the way to the script.
 */
export function MindsetPage() {
  const [saved] = trpc.mindset.get.useSuspenseQuery(undefined);
  const utils = trpc.useUtils();
  const current = saved ?? EMPTY_MINDSET;
  const edits = useMindsetEdits(current);
  const { editing, draft } = edits;
  const { value: banner, show: showBanner, clear: clearBanner } = useTimedNotice<string>(MINDSET_BANNER_MS);
  const [wizardOpen, setWizardOpen] = useState(() => !hasMindsetContent(saved));
  const [wizardDirty, setWizardDirty] = useState(false);

  const save = trpc.mindset.save.useMutation({
    onSuccess: (mindset) => {
      utils.mindset.get.setData(undefined, mindset);
      void utils.dashboard.get.invalidate();
      edits.finish(mindset);
      showBanner(messages.mindsetSaved);
      track("Feature Used", { feature: MINDSET_FEATURE, action: "save" });
    },
  });

  const dirty = edits.dirty || wizardDirty;
  const blocker = useUnsavedChangesBlocker(dirty);
  const resetError = () => {
    if (save.isError) save.reset();
  };

  const saveAll = edits.submit((input) => {
    clearBanner();
    save.mutate(input);
  });

  const cardControls = (card: CardKey): EditControls => ({
    editing: editing.has(card),
    onEdit: () => edits.startEdit(card),
    onCancel: () => {
      edits.cancelEdit(card);
      resetError();
    },
  });

  const setList = (key: ListKey, items: string[]) => {
    edits.setField(key, items);
    resetError();
  };

  return (
    <div className="mx-auto max-w-3xl space-y-5 pb-28">
      <PageHeader
        title="Mindset"
        description="What you think, say and show when it counts."
        actions={
          <div className="flex shrink-0 flex-wrap gap-2">
            <Button variant="secondary" asChild>
              <Link to="/mindset-script">
                <Mic aria-hidden />
                Read and record your script
              </Link>
            </Button>
            <Button onClick={() => setWizardOpen(true)}>
              <Wand2 aria-hidden />
              Mindset Wizard
            </Button>
          </div>
        }
        layout="responsive"
      />

      {banner ? (
        <p
          role="status"
          className="flex items-center gap-2 rounded-2xl bg-brand-50 px-4 py-3 font-medium text-brand-900"
        >
          <CircleCheck className="size-5 shrink-0 text-brand-700" aria-hidden />
          {banner}
        </p>
      ) : null}

      <EditableCard title="One Word Focus" {...cardControls("oneWordFocus")}>
        {editing.has("oneWordFocus") ? (
          <WordEditor value={draft.oneWordFocus} onChange={(word) => edits.setField("oneWordFocus", word)} />
        ) : current.oneWordFocus ? (
          <p className="font-bold text-3xl text-brand-800 tracking-tight">{current.oneWordFocus}</p>
        ) : (
          <Empty>Click edit to choose your one word focus</Empty>
        )}
      </EditableCard>

      {LIST_CARDS.map(({ card, title, empty, lists }) => {
        const editors = lists.map(({ field, heading, label }) => (
          <ListEditor
            key={field}
            heading={heading}
            label={label}
            items={draft[field]}
            onChange={(items) => setList(field, items)}
          />
        ));
        return (
          <EditableCard key={card} title={title} {...cardControls(card)}>
            {editing.has(card) ? (
              editors.length === 1 ? (
                editors
              ) : (
                <div className="space-y-4">{editors}</div>
              )
            ) : (
              <ListView items={lists.flatMap(({ field }) => current[field])} empty={empty} />
            )}
          </EditableCard>
        );
      })}

      <IdentityCard
        controls={cardControls("identityStatement")}
        saved={current.identityStatement}
        draft={draft.identityStatement}
        onChange={(identity) => {
          edits.setField("identityStatement", identity);
          resetError();
        }}
      />

      {editing.size > 0 ? (
        <SaveAllBar
          error={edits.problem ?? (save.isError ? saveFailure(save.error) : null)}
          status={edits.dirty ? "Unsaved changes" : ""}
          saving={save.isPending}
          disabled={save.isPending || edits.problem !== null}
          onSave={() => void saveAll()}
        />
      ) : null}

      {wizardOpen ? (
        <MindsetWizard
          initial={saved}
          onClose={() => setWizardOpen(false)}
          onDirtyChange={setWizardDirty}
          onSaved={() => {
            setWizardOpen(false);
            edits.finish();
            showBanner(messages.mindsetDataSaved);
          }}
        />
      ) : null}

      <DiscardChangesDialog blocker={blocker} description="Your mindset has unsaved changes." />
    </div>
  );
}
