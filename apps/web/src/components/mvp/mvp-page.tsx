import { Button } from "@onepercent/ui/button";
import { toast } from "@onepercent/ui/toaster";
import { messages } from "@onepercent/validators/messages";
import { type MvpField, MvpRecord, type MvpView, mvpFieldMessage, padGoals } from "@onepercent/validators/mvp";
import { Compass, Eye, ListChecks, LoaderCircle, type LucideIcon, Sparkles } from "lucide-react";
import { useState } from "react";
import { track } from "../../lib/analytics";
import { httpStatusOf, trpc } from "../../lib/trpc";
import { EditableCard } from "../common/editable-card";
import { SaveAllBar } from "../common/save-all-bar";
import { DiscardChangesDialog, useUnsavedChangesBlocker } from "../common/unsaved-changes";
import { GoalListEditor, GoalListView, type MvpDraft } from "./goal-list";
import { GoalWizard, MVP_FEATURE } from "./goal-wizard";
import { MissionField } from "./mission-field";
import { useWizardAutoOpen } from "./use-wizard-auto-open";

const PAGE_FEATURE = "Motivation";
const NO_EDITS: Record<MvpField, boolean> = { mission: false, vision: false, principles: false };

function draftOf(mvp: MvpView | null | undefined): MvpDraft {
  return {
    mission: mvp?.mission ?? "",
    vision: padGoals(mvp?.vision ?? []),
    principles: padGoals(mvp?.principles ?? []),
  };
}

/** The Vision and Process Goals cards: the same goal list, each on its own field (§2.2). */
const GOAL_CARDS: {
  field: "vision" | "principles";
  title: string;
  icon: LucideIcon;
  idPrefix: string;
  what: string;
  empty: string;
}[] = [
  {
    field: "vision",
    title: "Vision",
    icon: Eye,
    idPrefix: "mvp-vision",
    what: "vision statement",
    empty: "Click edit to add vision statements",
  },
  {
    field: "principles",
    title: "Process Goals",
    icon: ListChecks,
    idPrefix: "mvp-process",
    what: "process goal",
    empty: "Click edit to add process goals",
  },
];

const sameList = (a: string[], b: string[]) => {
  const clean = (items: string[]) => items.map((item) => item.trim()).filter(Boolean);
  return JSON.stringify(clean(a)) === JSON.stringify(clean(b));
};

/**
 * The MVP page (planning-and-reflection.md §2.2, §4, §8): Mission, Vision and Process Goals
 * cards with Edit/Cancel, a sticky Save All Changes while any card is edited, and the Goal
 * Setting Wizard, which opens by itself on the first visit and when no MVP exists yet.
 */
export function MvpPage() {
  const utils = trpc.useUtils();
  const query = trpc.mvp.get.useQuery(undefined, { retry: 1 });
  const me = trpc.auth.me.useQuery(undefined);
  const saved = query.data;
  const [editing, setEditing] = useState<Record<MvpField, boolean>>(NO_EDITS);
  const [draft, setDraft] = useState<MvpDraft>(() => draftOf(saved));
  const [errors, setErrors] = useState<Partial<Record<MvpField, string>>>({});
  const [wizardOpen, setWizardOpen] = useWizardAutoOpen(query.isSuccess, query.data, me.data?.id);

  const save = trpc.mvp.save.useMutation({
    onSuccess: (record, input) => {
      utils.mvp.get.setData(undefined, record);
      void utils.dashboard.get.invalidate();
      const fields = (Object.keys(NO_EDITS) as MvpField[]).filter((field) => input[field] !== undefined);
      setEditing(NO_EDITS);
      setDraft(draftOf(record));
      toast.success(mvpFieldMessage(fields, true));
      track("Feature Used", { feature: PAGE_FEATURE, action: "save", fields: fields.join(",") });
    },
  });

  const editedFields = (Object.keys(editing) as MvpField[]).filter((field) => editing[field]);
  const changed =
    (editing.mission && draft.mission.trim() !== (saved?.mission ?? "")) ||
    (editing.vision && !sameList(draft.vision, saved?.vision ?? [])) ||
    (editing.principles && !sameList(draft.principles, saved?.principles ?? []));
  const blocker = useUnsavedChangesBlocker(changed);

  const startEdit = (field: MvpField) => {
    const fresh = draftOf(saved);
    setDraft((current) => ({ ...current, [field]: fresh[field] }));
    setEditing((current) => ({ ...current, [field]: true }));
    track("Feature Used", { feature: PAGE_FEATURE, action: "edit", field });
  };
  const cancelEdit = (field: MvpField) => {
    setEditing((current) => ({ ...current, [field]: false }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
    if (editedFields.length === 1) save.reset();
  };

  const cardControls = (field: MvpField) => ({
    editing: editing[field],
    onEdit: () => startEdit(field),
    onCancel: () => cancelEdit(field),
  });

  const saveAll = () => {
    const input = {
      ...(editing.mission ? { mission: draft.mission } : {}),
      ...(editing.vision ? { vision: draft.vision } : {}),
      ...(editing.principles ? { principles: draft.principles } : {}),
    };
    // The same rules the server applies, on the record as it will be saved.
    const parsed = MvpRecord.safeParse({
      mission: input.mission ?? saved?.mission ?? "",
      vision: input.vision ?? saved?.vision ?? [],
      principles: input.principles ?? saved?.principles ?? [],
    });
    if (!parsed.success) {
      const next: Partial<Record<MvpField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === "mission" || field === "vision" || field === "principles") next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(input);
  };

  const saveError = save.error
    ? httpStatusOf(save.error) === 401
      ? messages.mvpLoginRequired
      : mvpFieldMessage(editedFields, false)
    : null;

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
        <h1 className="font-bold text-3xl text-ink tracking-tight">Your Mission, Vision, and Process Goals</h1>
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
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="font-medium text-brand-700 text-sm">Motivation</p>
          <h1 className="font-bold text-3xl text-ink tracking-tight">Your Mission, Vision, and Process Goals</h1>
        </div>
        <Button
          onClick={() => {
            setWizardOpen(true);
            track("Feature Used", { feature: MVP_FEATURE, action: "open from page" });
          }}
        >
          <Sparkles aria-hidden />
          Goal Setting Wizard
        </Button>
      </header>

      <EditableCard title="Mission" icon={Compass} {...cardControls("mission")}>
        {editing.mission ? (
          <MissionField
            id="mvp-mission"
            label="Mission statement"
            value={draft.mission}
            error={errors.mission}
            onChange={(mission) => setDraft({ ...draft, mission })}
          />
        ) : saved?.mission ? (
          <p className="whitespace-pre-wrap text-ink">{saved.mission}</p>
        ) : (
          <p className="text-slate-500">Click edit to add your mission statement</p>
        )}
      </EditableCard>

      {GOAL_CARDS.map(({ field, title, icon, idPrefix, what, empty }) => (
        <EditableCard key={field} title={title} icon={icon} {...cardControls(field)}>
          {editing[field] ? (
            <GoalListEditor
              idPrefix={idPrefix}
              what={what}
              items={draft[field]}
              error={errors[field]}
              onChange={(items) => setDraft({ ...draft, [field]: items })}
            />
          ) : (
            <GoalListView items={saved?.[field]} empty={empty} />
          )}
        </EditableCard>
      ))}

      {editedFields.length > 0 ? (
        <SaveAllBar
          error={saveError}
          status={changed ? "Unsaved changes" : "Editing"}
          saving={save.isPending}
          disabled={save.isPending}
          onSave={saveAll}
        />
      ) : null}

      <GoalWizard
        open={wizardOpen}
        initial={saved ?? null}
        onClose={() => setWizardOpen(false)}
        onSaved={(record) => {
          utils.mvp.get.setData(undefined, record);
          void utils.dashboard.get.invalidate();
          setEditing(NO_EDITS);
          setDraft(draftOf(record));
          toast.success(messages.mvpWizardSaved);
        }}
      />

      <DiscardChangesDialog blocker={blocker} description="Your MVP has unsaved changes." />
    </div>
  );
}
