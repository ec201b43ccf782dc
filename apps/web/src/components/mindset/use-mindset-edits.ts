import { type Mindset, SaveMindsetInput } from "@onepercent/validators/mindset";
import { useState } from "react";
import { checkValue } from "../../lib/check-value";
import { CARD_FIELDS, type CardKey } from "./mindset-cards";

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The mindset page's cards being edited (planning-and-reflection.md §4): which cards are open,
 * their draft, whether it differs from the saved mindset, and what Save All Changes would send,
 * checked by the same schema the server uses.
 */
export function useMindsetEdits(current: Mindset) {
  const [editing, setEditing] = useState<Set<CardKey>>(new Set());
  const [draft, setDraft] = useState<Mindset>(current);

  const dirty = [...editing].some((card) =>
    CARD_FIELDS[card].some((field) => !sameValue(draft[field], current[field])),
  );

  const startEdit = (card: CardKey) => {
    setDraft((value) => {
      const next = { ...value };
      for (const field of CARD_FIELDS[card]) Object.assign(next, { [field]: current[field] });
      return next;
    });
    setEditing((cards) => new Set(cards).add(card));
  };
  const cancelEdit = (card: CardKey) =>
    setEditing((cards) => {
      const next = new Set(cards);
      next.delete(card);
      return next;
    });

  const setField = <Field extends keyof Mindset>(field: Field, value: Mindset[Field]) =>
    setDraft((saved) => ({ ...saved, [field]: value }));

  /** A successful save (or the wizard's) closes every card on the saved mindset. */
  const finish = (saved?: Mindset) => {
    setEditing(new Set());
    if (saved) setDraft(saved);
  };

  const edited = Object.fromEntries(
    [...editing].flatMap((card) => CARD_FIELDS[card].map((field) => [field, draft[field]])),
  );
  const check = checkValue(SaveMindsetInput, edited);

  return { editing, draft, dirty, startEdit, cancelEdit, setField, finish, check, problem: check.problem };
}
