/**
 * Overlays opened through the `modal` query parameter (platform.md §2): Contact Us from the
 * drawer and the onboarding questionnaire from the dashboard. A new overlay adds its name here
 * and its component in components/shell/modal-host.tsx (the drawer's tools add theirs when
 * they land).
 */
export const MODAL_NAMES = ["contact-us", "onboarding"] as const;

export type ModalName = (typeof MODAL_NAMES)[number];

/** What every overlay receives from the modal host. */
export interface ModalProps {
  /** Closes the overlay by removing `modal` from the query string. */
  onClose: () => void;
}

export function isModalName(value: unknown): value is ModalName {
  return typeof value === "string" && (MODAL_NAMES as readonly string[]).includes(value);
}

/** The search of every signed-in route: `modal` when it names an overlay, else nothing. */
export function validateModalSearch(search: Record<string, unknown>): { modal?: ModalName } {
  return isModalName(search.modal) ? { modal: search.modal } : {};
}
