import { useNavigate, useSearch } from "@tanstack/react-router";
import { type ComponentType, lazy, Suspense } from "react";
import type { ModalName, ModalProps } from "../../lib/modals";

/** Every overlay, each loaded on first use. */
const overlays: Record<ModalName, ComponentType<ModalProps>> = {
  "contact-us": lazy(() => import("../contact/contact-dialog").then((m) => ({ default: m.ContactDialog }))),
  onboarding: lazy(() => import("../onboarding/onboarding-dialog").then((m) => ({ default: m.OnboardingDialog }))),
};

/** Renders the overlay named by the `modal` query parameter over the current page. */
export function ModalHost() {
  const { modal } = useSearch({ from: "/_authed" });
  const navigate = useNavigate();
  const Overlay = modal ? overlays[modal] : undefined;
  if (!Overlay) return null;
  const onClose = () =>
    void navigate({ to: ".", search: ({ modal: _closed, ...rest }) => rest, replace: true, resetScroll: false });
  return (
    <Suspense fallback={null}>
      <Overlay onClose={onClose} />
    </Suspense>
  );
}
