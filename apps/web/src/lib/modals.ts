/**
 * The Focus tools (training-and-tools.md §2): on /focus the `modal` query parameter picks the
 * tab; anywhere else (the dashboard's starter tasks) it opens the tool over the page.
 */
const FOCUS_TOOLS = ["breathwork", "relaxation", "concentration"] as const;
export type FocusTool = (typeof FOCUS_TOOLS)[number];

export const isFocusTool = (value: unknown): value is FocusTool =>
  typeof value === "string" && (FOCUS_TOOLS as readonly string[]).includes(value);

/** The AI tools (training-and-tools.md §2), opened from the drawer's "AI Tools" group. */
const AI_TOOLS = ["audio-visualization", "mental-imagery", "ask-your-coach"] as const;

/**
 * Overlays opened through the `modal` query parameter (platform.md §2): the AI tools and Contact
 * Us from the drawer, the onboarding questionnaire and the Focus tools from the dashboard. A new
 * overlay adds its name here and its component in components/shell/modal-host.tsx.
 */
const MODAL_NAMES = [...AI_TOOLS, "contact-us", "onboarding", ...FOCUS_TOOLS] as const;

export type ModalName = (typeof MODAL_NAMES)[number];

/** What every overlay receives from the modal host. */
export interface ModalProps {
  /** Closes the overlay by removing `modal` from the query string. */
  onClose: () => void;
}

function isModalName(value: unknown): value is ModalName {
  return typeof value === "string" && (MODAL_NAMES as readonly string[]).includes(value);
}

/** The search of every signed-in route: `modal` when it names an overlay, else nothing. */
export function validateModalSearch(search: Record<string, unknown>): { modal?: ModalName } {
  return isModalName(search.modal) ? { modal: search.modal } : {};
}
