import { createFileRoute } from "@tanstack/react-router";
import { RegistrationPage } from "../components/registration/registration-page";
import { redirectIfSignedIn } from "../lib/guards";

export const Route = createFileRoute("/new-profile")({ beforeLoad: redirectIfSignedIn, component: RegistrationPage });
