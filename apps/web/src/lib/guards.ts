import { redirect } from "@tanstack/react-router";
import { currentUser } from "./auth";
import type { TrpcUtils } from "./trpc";

/** Public pages a signed-in visitor skips (home, login, registration). */
export async function redirectIfSignedIn({ context }: { context: { trpc: TrpcUtils } }) {
  const user = await currentUser(context.trpc).catch(() => null);
  if (user) throw redirect({ to: "/dashboard" });
}
