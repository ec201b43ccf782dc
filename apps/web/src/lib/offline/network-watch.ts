/**
 * What the signed-in pages do about the network (issue 28, decision 034), set up by their guard:
 * - every call's outcome tells `network-status` whether the server answers (a call that got no
 *   HTTP answer at all means offline, the banner shows);
 * - the query client never pauses a call to wait for the network (a route's loader would wait for
 *   ever): offline, pages show the answers saved on the device and writes go to the outbox; a call
 *   without a network fails at once, and the queries on screen are asked again once back online.
 */
import { onlineManager, type QueryClient } from "@tanstack/react-query";
import { httpStatusOf, isTRPCClientError } from "../trpc";
import { noteCallOutcome } from "./network-status";

const watched = new WeakSet<QueryClient>();

function noteFailure(error: unknown): void {
  if (isTRPCClientError(error)) noteCallOutcome(httpStatusOf(error) !== null);
}

export function watchNetwork(queryClient: QueryClient): void {
  if (watched.has(queryClient)) return;
  watched.add(queryClient);
  onlineManager.setEventListener((setOnline) => {
    setOnline(true);
    const reconnected = () => queryClient.getQueryCache().onOnline();
    window.addEventListener("online", reconnected);
    return () => window.removeEventListener("online", reconnected);
  });
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "updated") return;
    if (event.action.type === "success" && !event.action.manual) noteCallOutcome(true);
    if (event.action.type === "error") noteFailure(event.action.error);
  });
  // A mutation that "succeeded" may have been kept in the outbox: only its failures say something here.
  queryClient.getMutationCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type === "error") noteFailure(event.action.error);
  });
}
