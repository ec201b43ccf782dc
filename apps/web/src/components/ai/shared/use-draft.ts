import { useEffect, useState } from "react";

/** Where a tool's draft is kept: this tab's session storage (sign-out clears it). */
const DRAFT_PREFIX = "onepercent.draft.";

/** A schema that checks what was stored (a zod schema fits). */
interface DraftSchema<T> {
  safeParse(value: unknown): { success: boolean; data?: T | undefined };
}

function readDraft<T>(key: string, schema: DraftSchema<T>, fallback: T): T {
  try {
    const raw = sessionStorage.getItem(DRAFT_PREFIX + key);
    if (raw === null) return fallback;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data !== undefined ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

/**
 * State that outlives the overlay: an AI tool's script and settings stay when the tool is closed
 * and opened again, or the page reloads, until the tab is closed or the user signs out.
 */
export function useDraft<T>(key: string, schema: DraftSchema<T>, fallback: T) {
  const [value, setValue] = useState<T>(() => readDraft(key, schema, fallback));
  useEffect(() => {
    try {
      sessionStorage.setItem(DRAFT_PREFIX + key, JSON.stringify(value));
    } catch {
      // Storage full or refused: the draft lives as long as the tool is open.
    }
  }, [key, value]);
  return [value, setValue] as const;
}
