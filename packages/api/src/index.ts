export type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
export { Access, accessRefusal, ProcedureMeta } from "./access";
export { type ProcedureEntry, procedureAccess } from "./access-matrix";
export type { ApiConfig, Context, SessionTransport, ThrottleLimits } from "./context";
export { errorCodeTable } from "./errors";
export { type AppRouter, appRouter, createCaller } from "./root";
export { type AdminBootstrap, type AdminSettings, ensureAdmin, promoteAdmin } from "./services/admin-account";
export { sweepExpired } from "./services/sweep";
export { resolveSession, syncTimeZone } from "./session-context";
