import { createFileRoute } from "@tanstack/react-router";
import { RegistrationPage } from "../components/registration/registration-page";
import { redirectIfSignedIn } from "../lib/guards";
import { validateInvitationSearch } from "../lib/invitation-search";

export const Route = createFileRoute("/new-profile")({
  validateSearch: validateInvitationSearch,
  beforeLoad: redirectIfSignedIn,
  component: RegistrationPage,
});
