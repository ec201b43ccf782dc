import { assignmentMessages } from "@onepercent/validators/messages/assignments";
import { EMPTY_HABIT, HabitForm } from "../../habits/habit-form";
import type { ItemFormProps, ItemKind } from "../types";
import { PatternItemForm } from "./pattern-item-form";
import { RoutineItemForm } from "./routine-item-form";

/** The form of one item to assign: a routine, a habit (the habits area's own form) or a breathing pattern. */
export function ItemForm({ kind, ...props }: ItemFormProps & { kind: ItemKind }) {
  switch (kind) {
    case "routine":
      return <RoutineItemForm {...props} />;
    case "breathwork":
      return <PatternItemForm {...props} />;
    case "habit":
      return (
        <HabitForm
          initial={EMPTY_HABIT}
          submitLabel={props.submitLabel}
          pending={props.pending}
          failedMessage={assignmentMessages.createFailed}
          onSubmit={(habit) => props.onItem({ kind: "habit", habit })}
          onCancel={props.onCancel}
        />
      );
  }
}
