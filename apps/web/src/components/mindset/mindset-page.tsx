import { Button } from "@onepercent/ui/button";
import { MINDSET_FEATURE } from "@onepercent/validators/analytics-events";
import { messages } from "@onepercent/validators/messages";
import {
  EMPTY_MINDSET,
  hasMindsetContent,
  MINDSET_BANNER_MS,
  type Mindset,
  SaveMindsetInput,
} from "@onepercent/validators/mindset";
import { CircleCheck, Wand2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { track } from "../../lib/analytics";
import { httpStatusOf, trpc } from "../../lib/trpc";
import { EditableCard } from "../common/editable-card";
import { SaveAllBar } from "../common/save-all-bar";
import { DiscardChangesDialog, useUnsavedChangesBlocker } from "../common/unsaved-changes";
import { Empty, ListEditor, ListView, WordEditor } from "./card-editors";
import { CARD_FIELDS, type CardKey, LIST_CARDS, type ListKey } from "./mindset-cards";
import { MindsetWizard } from "./mindset-wizard";

const sameValue = (a: string | string[], b: string | string[]) => JSON.stringify(a) === JSON.stringify(b);

/** The failed save message (§8); a refused input shows the rule's own message. */
function saveFailure(error: unknown): string {
  const status = httpStatusOf(error);
  if (status === 401) return messages.mindsetTokenMissing;
  if (status === 400 && error instanceof Error && error.message) return error.message;
  return messages.mindsetSaveFailed;
}

/** The mindset page (planning-and-reflection.md §2.4, §4): five cards with Edit/Cancel, Save All Changes, the wizard. */
export function MindsetPage() {
  const [saved] = trpc.mindset.get.useSuspenseQuery(undefined);
  const utils = trpc.useUtils();
  const current = saved ?? EMPTY_MINDSET;
  const [editing, setEditing] = useState<Set<CardKey>>(new Set());
  const [draft, setDraft] = useState<Mindset>(current);
  const [banner, setBanner] = useState<string | null>(null);
  const [wizardOpen, setWizardOpen] = useState(() => !hasMindsetContent(saved));
  const [wizardDirty, setWizardDirty] = useState(false);
  const bannerTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(bannerTimer.current), []);

  const showBanner = (text: string) => {
    clearTimeout(bannerTimer.current);
    setBanner(text);
    bannerTimer.current = setTimeout(() => setBanner(null), MINDSET_BANNER_MS);
  };

  const save = trpc.mindset.save.useMutation({
    onSuccess: (mindset) => {
      utils.mindset.get.setData(undefined, mindset);
      void utils.dashboard.get.invalidate();
      setEditing(new Set());
      setDraft(mindset);
      showBanner(messages.mindsetSaved);
      track("Feature Used", { feature: MINDSET_FEATURE, action: "save" });
    },
  });

  const cardsDirty = [...editing].some((card) =>
    CARD_FIELDS[card].some((field) => !sameValue(draft[field], current[field])),
  );
  const dirty = cardsDirty || wizardDirty;
  const blocker = useUnsavedChangesBlocker(dirty);

  const startEdit = (card: CardKey) => {
    setDraft((value) => {
      const next = { ...value };
      for (const field of CARD_FIELDS[card]) Object.assign(next, { [field]: current[field] });
      return next;
    });
    setEditing((cards) => new Set(cards).add(card));
  };
  const cancelEdit = (card: CardKey) => {
    setEditing((cards) => {
      const next = new Set(cards);
      next.delete(card);
      return next;
    });
    if (save.isError) save.reset();
  };

  const edited = Object.fromEntries(
    [...editing].flatMap((card) => CARD_FIELDS[card].map((field) => [field, draft[field]])),
  );
  const check = SaveMindsetInput.safeParse(edited);
  const problem = check.success ? null : (check.error.issues[0]?.message ?? null);

  const saveAll = () => {
    if (!check.success) return;
    clearTimeout(bannerTimer.current);
    setBanner(null);
    save.mutate(check.data);
  };

  const cardControls = (card: CardKey) => ({
    editing: editing.has(card),
    onEdit: () => startEdit(card),
    onCancel: () => cancelEdit(card),
  });

  const setList = (key: ListKey, items: string[]) => {
    setDraft((value) => ({ ...value, [key]: items }));
    if (save.isError) save.reset();
  };

  return (
    <div className="mx-auto max-w-3xl space-y-5 pb-28">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-bold text-3xl text-ink tracking-tight">Mindset</h1>
          <p className="mt-2 text-slate-700">What you think, say and show when it counts.</p>
        </div>
        <Button onClick={() => setWizardOpen(true)}>
          <Wand2 aria-hidden />
          Mindset Wizard
        </Button>
      </header>

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
          <WordEditor value={draft.oneWordFocus} onChange={(word) => setDraft({ ...draft, oneWordFocus: word })} />
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

      {editing.size > 0 ? (
        <SaveAllBar
          error={problem ?? (save.isError ? saveFailure(save.error) : null)}
          status={cardsDirty ? "Unsaved changes" : ""}
          saving={save.isPending}
          disabled={save.isPending || problem !== null}
          onSave={saveAll}
        />
      ) : null}

      {wizardOpen ? (
        <MindsetWizard
          initial={saved}
          onClose={() => setWizardOpen(false)}
          onDirtyChange={setWizardDirty}
          onSaved={() => {
            setWizardOpen(false);
            setEditing(new Set());
            showBanner(messages.mindsetDataSaved);
          }}
        />
      ) : null}

      <DiscardChangesDialog blocker={blocker} description="Your mindset has unsaved changes." />
    </div>
  );
}
