import { Button } from "@onepercent/ui/button";
import { Card, CardTitle } from "@onepercent/ui/card";
import { Dialog, DialogContent } from "@onepercent/ui/dialog";
import { FieldError, Input } from "@onepercent/ui/field";
import { MINDSET_FEATURE } from "@onepercent/validators/analytics-events";
import { messages } from "@onepercent/validators/messages";
import {
  EMPTY_MINDSET,
  hasMindsetContent,
  MINDSET_BANNER_MS,
  MINDSET_LIST_MAX,
  MINDSET_STATEMENT_MAX,
  MINDSET_WORD_MAX,
  type Mindset,
  OneWordFocus,
  SaveMindsetInput,
} from "@onepercent/validators/mindset";
import { useBlocker } from "@tanstack/react-router";
import { CircleAlert, CircleCheck, LoaderCircle, PenLine, Plus, Save, Wand2, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { track } from "../../lib/analytics";
import { httpStatusOf, trpc } from "../../lib/trpc";
import { MindsetWizard } from "./mindset-wizard";

type ListKey = "keysToKeepItSimple" | "affirmations" | "beliefs" | "selfTalk" | "bodyLanguage";
type CardKey = "oneWordFocus" | "keysToKeepItSimple" | "affirmationsAndBeliefs" | "selfTalk" | "bodyLanguage";

/** The fields each card edits; affirmations and beliefs share one card (§3). */
const CARD_FIELDS: Record<CardKey, (keyof Mindset)[]> = {
  oneWordFocus: ["oneWordFocus"],
  keysToKeepItSimple: ["keysToKeepItSimple"],
  affirmationsAndBeliefs: ["affirmations", "beliefs"],
  selfTalk: ["selfTalk"],
  bodyLanguage: ["bodyLanguage"],
};

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
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const blocker = useBlocker({
    shouldBlockFn: () => dirtyRef.current,
    enableBeforeUnload: () => dirtyRef.current,
    withResolver: true,
  });

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

      <MindsetCard
        title="One Word Focus"
        card="oneWordFocus"
        editing={editing.has("oneWordFocus")}
        onEdit={startEdit}
        onCancel={cancelEdit}
      >
        {editing.has("oneWordFocus") ? (
          <WordEditor value={draft.oneWordFocus} onChange={(word) => setDraft({ ...draft, oneWordFocus: word })} />
        ) : current.oneWordFocus ? (
          <p className="font-bold text-3xl text-brand-800 tracking-tight">{current.oneWordFocus}</p>
        ) : (
          <Empty>Click edit to choose your one word focus</Empty>
        )}
      </MindsetCard>

      <MindsetCard
        title="Keys to Keep It Simple"
        card="keysToKeepItSimple"
        editing={editing.has("keysToKeepItSimple")}
        onEdit={startEdit}
        onCancel={cancelEdit}
      >
        {editing.has("keysToKeepItSimple") ? (
          <ListEditor
            label="Key"
            items={draft.keysToKeepItSimple}
            onChange={(items) => setList("keysToKeepItSimple", items)}
          />
        ) : (
          <ListView items={current.keysToKeepItSimple} empty="Click edit to add keys to keep it simple" />
        )}
      </MindsetCard>

      <MindsetCard
        title="Affirmations & Beliefs"
        card="affirmationsAndBeliefs"
        editing={editing.has("affirmationsAndBeliefs")}
        onEdit={startEdit}
        onCancel={cancelEdit}
      >
        {editing.has("affirmationsAndBeliefs") ? (
          <div className="space-y-4">
            <ListEditor
              heading="Affirmations"
              label="Affirmation"
              items={draft.affirmations}
              onChange={(items) => setList("affirmations", items)}
            />
            <ListEditor
              heading="Beliefs"
              label="Belief"
              items={draft.beliefs}
              onChange={(items) => setList("beliefs", items)}
            />
          </div>
        ) : (
          <ListView
            items={[...current.affirmations, ...current.beliefs]}
            empty="Click edit to add affirmations and beliefs"
          />
        )}
      </MindsetCard>

      <MindsetCard
        title="Self-Talk"
        card="selfTalk"
        editing={editing.has("selfTalk")}
        onEdit={startEdit}
        onCancel={cancelEdit}
      >
        {editing.has("selfTalk") ? (
          <ListEditor label="Self-talk" items={draft.selfTalk} onChange={(items) => setList("selfTalk", items)} />
        ) : (
          <ListView items={current.selfTalk} empty="Click edit to add self-talk" />
        )}
      </MindsetCard>

      <MindsetCard
        title="Body Language"
        card="bodyLanguage"
        editing={editing.has("bodyLanguage")}
        onEdit={startEdit}
        onCancel={cancelEdit}
      >
        {editing.has("bodyLanguage") ? (
          <ListEditor
            label="Body language cue"
            items={draft.bodyLanguage}
            onChange={(items) => setList("bodyLanguage", items)}
          />
        ) : (
          <ListView items={current.bodyLanguage} empty="Click edit to add body language cues" />
        )}
      </MindsetCard>

      {editing.size > 0 ? (
        <div className="sticky bottom-24 z-10 space-y-2 rounded-2xl bg-white/90 p-3 shadow-lg ring-1 ring-slate-200 backdrop-blur lg:bottom-4">
          {problem || save.isError ? (
            <p role="alert" className="flex items-start gap-2 text-red-700 text-sm">
              <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
              {problem ?? saveFailure(save.error)}
            </p>
          ) : null}
          <div className="flex items-center justify-between gap-3">
            <p className="text-slate-600 text-sm" aria-live="polite">
              {cardsDirty ? "Unsaved changes" : ""}
            </p>
            <Button onClick={saveAll} disabled={save.isPending || problem !== null}>
              {save.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Save aria-hidden />}
              Save All Changes
            </Button>
          </div>
        </div>
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

      <Dialog open={blocker.status === "blocked"} onOpenChange={(open) => !open && blocker.reset?.()}>
        <DialogContent title="Discard your changes?" description="Your mindset has unsaved changes.">
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => blocker.proceed?.()}>
              Discard changes
            </Button>
            <Button onClick={() => blocker.reset?.()}>Keep editing</Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}

function MindsetCard({
  title,
  card,
  editing,
  onEdit,
  onCancel,
  children,
}: {
  title: string;
  card: CardKey;
  editing: boolean;
  onEdit: (card: CardKey) => void;
  onCancel: (card: CardKey) => void;
  children: React.ReactNode;
}) {
  return (
    <Card className="space-y-3 p-4 sm:p-5" aria-label={title}>
      <div className="flex items-center justify-between gap-3">
        <CardTitle className="text-lg">{title}</CardTitle>
        {editing ? (
          <Button variant="ghost" size="sm" onClick={() => onCancel(card)} aria-label={`Cancel editing ${title}`}>
            <X aria-hidden />
            Cancel
          </Button>
        ) : (
          <Button variant="secondary" size="sm" onClick={() => onEdit(card)} aria-label={`Edit ${title}`}>
            <PenLine aria-hidden />
            Edit
          </Button>
        )}
      </div>
      {children}
    </Card>
  );
}

const Empty = ({ children }: { children: React.ReactNode }) => <p className="text-slate-500 italic">{children}</p>;

function ListView({ items, empty }: { items: string[]; empty: string }) {
  if (items.length === 0) return <Empty>{empty}</Empty>;
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item} className="rounded-xl bg-slate-50 px-3.5 py-2.5 text-ink">
          {item}
        </li>
      ))}
    </ul>
  );
}

/** A list of at most 5 statements (§5): Add is hidden at 5; blank lines are dropped on save. */
function ListEditor({
  heading,
  label,
  items,
  onChange,
}: {
  heading?: string;
  label: string;
  items: string[];
  onChange: (items: string[]) => void;
}) {
  const shown = items;
  return (
    <div className="space-y-2">
      {heading ? <h3 className="font-semibold text-slate-700 text-sm">{heading}</h3> : null}
      <ol className="space-y-2">
        {shown.map((item, index) => (
          // Positions in the list being edited are its identity while typing.
          // biome-ignore lint/suspicious/noArrayIndexKey: editable positions
          <li key={index} className="flex items-center gap-2">
            <Input
              value={item}
              maxLength={MINDSET_STATEMENT_MAX}
              aria-label={`${label} ${index + 1}`}
              onChange={(event) => onChange(shown.map((other, at) => (at === index ? event.target.value : other)))}
            />
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove ${label.toLowerCase()} ${index + 1}`}
              onClick={() => onChange(shown.filter((_, at) => at !== index))}
            >
              <X aria-hidden />
            </Button>
          </li>
        ))}
      </ol>
      {shown.length < MINDSET_LIST_MAX ? (
        <Button variant="secondary" size="sm" onClick={() => onChange([...shown, ""])}>
          <Plus aria-hidden />
          Add {label.toLowerCase()}
        </Button>
      ) : (
        <p className="text-slate-500 text-xs">At most {MINDSET_LIST_MAX}.</p>
      )}
    </div>
  );
}

function WordEditor({ value, onChange }: { value: string; onChange: (word: string) => void }) {
  const check = OneWordFocus.safeParse(value);
  const error = check.success ? null : (check.error.issues[0]?.message ?? null);
  return (
    <div className="space-y-1">
      <Input
        value={value}
        maxLength={MINDSET_WORD_MAX}
        aria-label="One word focus"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "one-word-error" : "one-word-count"}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id="one-word-count" className="text-slate-500 text-xs">
        {value.length}/{MINDSET_WORD_MAX} characters
      </p>
      <FieldError id="one-word-error">{error}</FieldError>
    </div>
  );
}
