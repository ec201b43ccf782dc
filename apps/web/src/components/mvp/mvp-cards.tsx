import type { MvpField, MvpView } from "@onepercent/validators/mvp";
import { Compass, Eye, ListChecks, type LucideIcon } from "lucide-react";
import { EditableCard } from "../common/editable-card";
import { GoalListEditor, GoalListView } from "./goal-list";
import { MissionField } from "./mission-field";
import type { useMvpEdits } from "./use-mvp-edits";

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

/** The Mission, Vision and Process Goals cards, each showing the saved MVP or editing its part (§2.2, §4). */
export function MvpCards({
  saved,
  edits,
}: {
  saved: MvpView | null | undefined;
  edits: ReturnType<typeof useMvpEdits>;
}) {
  const { editing, draft, errors } = edits;
  const cardControls = (field: MvpField) => ({
    editing: editing[field],
    onEdit: () => edits.startEdit(field),
    onCancel: () => edits.cancelEdit(field),
  });

  return (
    <>
      <EditableCard title="Mission" icon={Compass} {...cardControls("mission")}>
        {editing.mission ? (
          <MissionField
            id="mvp-mission"
            label="Mission statement"
            value={draft.mission}
            error={errors.mission}
            onChange={(mission) => edits.setDraft({ ...draft, mission })}
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
              onChange={(items) => edits.setDraft({ ...draft, [field]: items })}
            />
          ) : (
            <GoalListView items={saved?.[field]} empty={empty} />
          )}
        </EditableCard>
      ))}
    </>
  );
}
