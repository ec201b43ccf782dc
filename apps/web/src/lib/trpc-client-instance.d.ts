/** "@trpc/client" loaded as a second module instance: see lib/trpc-subscriptions.ts. */
declare module "@trpc/client?subscriptions" {
  export * from "@trpc/client";
}
