import { Button } from "@onepercent/ui/button";
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
import { CircleCheck, Plus, Wand2, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { track } from "../../lib/analytics";
import { httpStatusOf, trpc } from "../../lib/trpc";
import { EditableCard } from "../common/editable-card";
import { SaveAllBar } from "../common/save-all-bar";
import { DiscardChangesDialog, useUnsavedChangesBlocker } from "../common/unsaved-changes";
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

/** The cards holding lists, after One Word Focus, each with the lists it edits (§2.4). */
const LIST_CARDS: {
  card: Exclude<CardKey, "oneWordFocus">;
  title: string;
  empty: string;
  lists: { field: ListKey; heading?: string; label: string }[];
}[] = [
  {
    card: "keysToKeepItSimple",
    title: "Keys to Keep It Simple",
    empty: "Click edit to add keys to keep it simple",
    lists: [{ field: "keysToKeepItSimple", label: "Key" }],
  },
  {
    card: "affirmationsAndBeliefs",
    title: "Affirmations & Beliefs",
    empty: "Click edit to add affirmations and beliefs",
    lists: [
      { field: "affirmations", heading: "Affirmations", label: "Affirmation" },
      { field: "beliefs", heading: "Beliefs", label: "Belief" },
    ],
  },
  {
    card: "selfTalk",
    title: "Self-Talk",
    empty: "Click edit to add self-talk",
    lists: [{ field: "selfTalk", label: "Self-talk" }],
  },
  {
    card: "bodyLanguage",
    title: "Body Language",
    empty: "Click edit to add body language cues",
    lists: [{ field: "bodyLanguage", label: "Body language cue" }],
  },
];

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
