import { createFileRoute } from "@tanstack/react-router";
import { FocusHub } from "../../components/focus/focus-hub";
import { isFocusTool } from "../../lib/modals";

/** /focus: the three Focus tools; `?modal=breathwork|relaxation|concentration` picks one (Breathwork by default). */
export const Route = createFileRoute("/_authed/focus")({
  component: FocusRoute,
});

function FocusRoute() {
  const { modal } = Route.useSearch();
  return <FocusHub tool={isFocusTool(modal) ? modal : "breathwork"} />;
}
