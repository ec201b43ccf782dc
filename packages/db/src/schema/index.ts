// One file per area, named like its router (packages/api/src/routers/<area>.ts); the tables every
// area shares (users, e-mail outbox, rate limits, idempotency keys) have files of their own.
export * from "./admin";
export * from "./ai";
export * from "./analytics";
export * from "./assignments";
export * from "./auth";
export * from "./coach";
export * from "./coach-notes";
export * from "./contact";
export * from "./dashboard";
export * from "./email";
export * from "./focus";
export * from "./habits";
export * from "./idempotency";
export * from "./invitations";
export * from "./journal";
export * from "./mindset";
export * from "./mvp";
export * from "./planner";
export * from "./rate-limits";
export * from "./recovery";
export * from "./reminders";
export * from "./routines";
export * from "./teams";
export * from "./users";
