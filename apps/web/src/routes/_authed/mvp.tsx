import { createFileRoute } from "@tanstack/react-router";
import { MvpPage } from "../../components/mvp/mvp-page";

/** Motivation: mission, vision and process goals (planning-and-reflection.md §2.1, §2.2). */
export const Route = createFileRoute("/_authed/mvp")({
  loader: ({ context }) => context.trpc.mvp.get.prefetch(),
  component: MvpPage,
});
