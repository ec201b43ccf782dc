import { createFileRoute } from "@tanstack/react-router";
import { ForgotPasswordPage } from "../components/recovery/forgot-password-page";

/** Public (platform.md §9): password recovery in two steps. */
export const Route = createFileRoute("/forgot-password")({ component: ForgotPasswordPage });
