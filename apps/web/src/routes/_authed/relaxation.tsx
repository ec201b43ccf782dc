import { createFileRoute } from "@tanstack/react-router";
import { FocusToolPage } from "../../components/focus/focus-hub";

/** /relaxation: the relaxation timer on its own page (training-and-tools.md §2). */
export const Route = createFileRoute("/_authed/relaxation")({
  component: () => <FocusToolPage tool="relaxation" />,
});
