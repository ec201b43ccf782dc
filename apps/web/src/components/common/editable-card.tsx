import { Button } from "@onepercent/ui/button";
import { Card, CardTitle } from "@onepercent/ui/card";
import { type LucideIcon, PenLine, X } from "lucide-react";
import { type ReactNode, useId } from "react";

/** A card's edit state and its header's Edit and Cancel. */
export interface EditControls {
  editing: boolean;
  onEdit: () => void;
  onCancel: () => void;
}

/**
 * A page card that shows its content or edits it (planning-and-reflection.md §4): the title,
 * with an optional icon, and an Edit or Cancel button in the header. The card is a region
 * named by its title.
 */
export function EditableCard({
  title,
  icon: Icon,
  editing,
  onEdit,
  onCancel,
  children,
}: EditControls & {
  title: string;
  icon?: LucideIcon | undefined;
  children: ReactNode;
}) {
  const titleId = useId();
  const heading = (
    <CardTitle id={titleId} className="text-lg">
      {title}
    </CardTitle>
  );
  return (
    <Card className="space-y-3 p-4 sm:p-5" aria-labelledby={titleId}>
      <div className="flex items-center justify-between gap-3">
        {Icon ? (
          <div className="flex items-center gap-2">
            <Icon className="size-5 text-brand-700" aria-hidden />
            {heading}
          </div>
        ) : (
          heading
        )}
        {editing ? (
          <Button variant="ghost" size="sm" onClick={onCancel} aria-label={`Cancel editing ${title}`}>
            <X aria-hidden />
            Cancel
          </Button>
        ) : (
          <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit ${title}`}>
            <PenLine aria-hidden />
            Edit
          </Button>
        )}
      </div>
      {children}
    </Card>
  );
}
