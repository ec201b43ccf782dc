import { zodResolver } from "@hookform/resolvers/zod";
import { IDENTITY_STEMS, type Mindset, SaveMindsetInput } from "@onepercent/validators/mindset";
import { useState } from "react";
import { type FieldErrors, type Path, type PathValue, type Resolver, useForm } from "react-hook-form";
import type { z } from "zod";
import { firstErrorMessage } from "../../lib/form-errors";
import { CARD_FIELDS, type CardKey } from "./mindset-cards";

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What Save All Changes sends: the fields of the open cards, as the save procedure's schema gives them. */
type MindsetEdits = z.output<typeof SaveMindsetInput>;

const checkEdits = zodResolver(SaveMindsetInput);

/** The fields of the open cards: what Save All Changes checks and sends. */
const editedOf = (values: Mindset, cards: Set<CardKey>) =>
  Object.fromEntries([...cards].flatMap((card) => CARD_FIELDS[card].map((field) => [field, values[field]])));

/** The first message among the open cards' fields (an identity list's under its own key). */
function firstProblem(errors: FieldErrors<Mindset>, cards: Set<CardKey>): string | null {
  const { identityStatement, ...lists } = errors;
  const identity = [identityStatement, ...IDENTITY_STEMS.map(({ key }) => identityStatement?.[key])];
  const messages = [...cards].flatMap((card) =>
    CARD_FIELDS[card].map((field) =>
      field === "identityStatement" ? identity.map(firstErrorMessage).find(Boolean) : firstErrorMessage(lists[field]),
    ),
  );
  return messages.find(Boolean) ?? errors.root?.message ?? null;
}

/**
 * The mindset page's cards being edited (planning-and-reflection.md §4), as a react-hook-form
 * form like the MVP page's (decision 016): which cards are open, their draft, whether it differs
 * from the saved mindset, and Save All Changes, which checks the open cards' fields with the
 * schema the save procedure uses and hands them to `send`.
 */
export function useMindsetEdits(current: Mindset) {
  const [editing, setEditing] = useState<Set<CardKey>>(new Set());
  // Only the open cards are checked: the others hold what was saved and are not sent.
  const resolver: Resolver<Mindset, unknown, MindsetEdits> = (values, context, { names: _names, ...options }) =>
    checkEdits(editedOf(values, editing), context, options);
  const form = useForm<Mindset, unknown, MindsetEdits>({ resolver, defaultValues: current });
  const draft = form.watch();

  const dirty = [...editing].some((card) =>
    CARD_FIELDS[card].some((field) => !sameValue(draft[field], current[field])),
  );

  const startEdit = (card: CardKey) => {
    for (const field of CARD_FIELDS[card]) form.setValue(field, current[field]);
    setEditing((cards) => new Set(cards).add(card));
  };
  const cancelEdit = (card: CardKey) => {
    form.clearErrors(CARD_FIELDS[card]);
    form.clearErrors("root");
    setEditing((cards) => {
      const next = new Set(cards);
      next.delete(card);
      return next;
    });
  };

  /** A change to a field; after a refused Save All Changes the check follows the typing. */
  const setField = <Field extends keyof Mindset & Path<Mindset>>(field: Field, value: PathValue<Mindset, Field>) =>
    form.setValue(field, value, { shouldValidate: form.formState.isSubmitted });

  /** A successful save (or the wizard's) closes every card on the saved mindset. */
  const finish = (saved?: Mindset) => {
    setEditing(new Set());
    form.reset(saved ?? current);
  };

  /** Save All Changes: `send` gets the open cards' fields once they pass the save's rules. */
  const submit = (send: (edits: MindsetEdits) => void) => form.handleSubmit(send);

  return {
    editing,
    draft,
    dirty,
    startEdit,
    cancelEdit,
    setField,
    finish,
    submit,
    problem: firstProblem(form.formState.errors, editing),
  };
}
