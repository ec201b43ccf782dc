import { Button } from "@onepercent/ui/button";
import { Card, CardTitle } from "@onepercent/ui/card";
import { IconTile } from "@onepercent/ui/icon-tile";
import type { LucideIcon } from "lucide-react";
import { Pencil } from "lucide-react";
import type { ReactNode } from "react";

/** A profile section that toggles between showing its values and editing them. */
export function ProfileSection({
  id,
  title,
  icon,
  editing,
  onEdit,
  children,
}: {
  id: string;
  title: string;
  icon: LucideIcon;
  editing: boolean;
  onEdit: () => void;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={`${id}-title`} className="flex flex-col">
      <div className="flex items-center justify-between gap-3">
        <SectionTitle id={`${id}-title`} icon={icon} title={title} />
        {editing ? null : (
          <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit ${title}`}>
            <Pencil aria-hidden />
            Edit
          </Button>
        )}
      </div>
      <div className="mt-4 flex-1">{children}</div>
    </Card>
  );
}

/** A profile card's icon and title; the card is labelled by the title's `id`. */
export function SectionTitle({ id, icon: Icon, title }: { id: string; icon: LucideIcon; title: string }) {
  return (
    <div className="flex items-center gap-2.5">
      <IconTile size={9}>
        <Icon className="size-5" aria-hidden />
      </IconTile>
      <CardTitle id={id}>{title}</CardTitle>
    </div>
  );
}

/** The section's values, label above value, two columns from small screens up. */
export function DetailList({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {items.map((item) => (
        <div key={item.label} className="min-w-0">
          <dt className="font-medium text-slate-600 text-sm">{item.label}</dt>
          <dd className="mt-0.5 break-words text-base text-ink">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Save and Cancel under an edit form. */
export function EditActions({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  return (
    <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
      <Button variant="ghost" onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
      <Button type="submit" disabled={saving}>
        {saving ? "Saving…" : "Save Changes"}
      </Button>
    </div>
  );
}
