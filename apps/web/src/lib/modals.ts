/**
 * Overlays opened through the `modal` query parameter (platform.md §2): the drawer's tools
 * and Contact Us, and the dashboard's starter-task targets.
 */
export const MODAL_NAMES = [
  "audio-visualization",
  "mental-imagery",
  "ask-your-coach",
  "contact-us",
  "breathwork",
  "relaxation",
  "concentration",
  "onboarding",
] as const;

export type ModalName = (typeof MODAL_NAMES)[number];

export function isModalName(value: unknown): value is ModalName {
  return typeof value === "string" && (MODAL_NAMES as readonly string[]).includes(value);
}

/** The search of every signed-in route: `modal` when it names an overlay, else nothing. */
export function validateModalSearch(search: Record<string, unknown>): { modal?: ModalName } {
  return isModalName(search.modal) ? { modal: search.modal } : {};
}
