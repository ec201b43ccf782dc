import { createFileRoute } from "@tanstack/react-router";
import { RoutineBuilder } from "../../components/routines/routine-builder";

/**
 * /routine-builder, 'Performance Routines' (training-and-tools.md §2). The list starts loading
 * here without holding the page: when the server cannot be reached, the routines kept in this
 * browser show at once.
 */
export const Route = createFileRoute("/_authed/routine-builder")({
  loader: ({ context }) => {
    void context.trpc.routines.list.prefetch(undefined, { retry: false });
  },
  component: RoutineBuilder,
});
