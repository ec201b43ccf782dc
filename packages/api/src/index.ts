export type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
export { Access, accessRefusal, ProcedureMeta } from "./access";
export { type ProcedureEntry, procedureAccess } from "./access-matrix";
export type {
  AiQuotas,
  AiServices,
  ApiConfig,
  Context,
  GoogleSignupCookie,
  SessionTransport,
  ThrottleLimits,
} from "./context";
export { databaseDown, errorCodeTable, toTRPCError } from "./errors";
export { type AppRouter, appRouter, createCaller } from "./root";
export { exportAccountZip, reserveAccountExport } from "./services/account/export-zip";
export { type AdminBootstrap, type AdminSettings, ensureAdmin, promoteAdmin } from "./services/admin/bootstrap";
export { ownedAiFile } from "./services/ai/ai-files";
export { aiOf, defaultMediaInspector } from "./services/ai/ai-services";
export { generateAudio } from "./services/ai/audio-generation";
export { recordingFieldsOf, saveRecording } from "./services/ai/uploads";
export { type GoogleIdentity, type GoogleSignIn, signInWithGoogle } from "./services/google";
export { reserveSpeechRender, routineSpeechText } from "./services/routines/speech";
export { sweepExpired, sweepGeneratedAudio } from "./services/shared/sweep";
export { resolveSession, syncTimeZone } from "./session-context";
