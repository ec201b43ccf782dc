import { useLocation, useNavigate, useSearch } from "@tanstack/react-router";
import { type ComponentType, lazy, Suspense } from "react";
import { type FocusTool, isFocusTool, type ModalName, type ModalProps } from "../../lib/modals";

const FocusDialog = lazy(() => import("../focus/focus-dialog").then((m) => ({ default: m.FocusDialog })));
const focusOverlay = (tool: FocusTool) => (props: ModalProps) => <FocusDialog tool={tool} {...props} />;

/** Every overlay, each loaded on first use. */
const overlays: Record<ModalName, ComponentType<ModalProps>> = {
  "audio-visualization": lazy(() =>
    import("../ai/visualization/visualization-dialog").then((m) => ({ default: m.VisualizationDialog })),
  ),
  "mental-imagery": lazy(() => import("../ai/imagery/imagery-dialog").then((m) => ({ default: m.ImageryDialog }))),
  "ask-your-coach": lazy(() => import("../ai/coach/coach-dialog").then((m) => ({ default: m.CoachDialog }))),
  "contact-us": lazy(() => import("../contact/contact-dialog").then((m) => ({ default: m.ContactDialog }))),
  onboarding: lazy(() => import("../onboarding/onboarding-dialog").then((m) => ({ default: m.OnboardingDialog }))),
  breathwork: focusOverlay("breathwork"),
  relaxation: focusOverlay("relaxation"),
  concentration: focusOverlay("concentration"),
};

/** Renders the overlay named by the `modal` query parameter over the current page. */
export function ModalHost() {
  const { modal } = useSearch({ from: "/_authed" });
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // On /focus a tool's name picks the tab instead.
  const Overlay = modal && !(pathname === "/focus" && isFocusTool(modal)) ? overlays[modal] : undefined;
  if (!Overlay) return null;
  const onClose = () =>
    void navigate({ to: ".", search: ({ modal: _closed, ...rest }) => rest, replace: true, resetScroll: false });
  return (
    <Suspense fallback={null}>
      <Overlay onClose={onClose} />
    </Suspense>
  );
}
