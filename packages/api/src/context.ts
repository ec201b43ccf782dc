import type { CoachProvider, SpeechProvider, ToolsCoach } from "@onepercent/ai";
import type { MediaInspector } from "@onepercent/audio";
import type { AudioStorage } from "@onepercent/audio/storage";
import type { SessionToken, ValidatedSession } from "@onepercent/auth";
import type { Database } from "@onepercent/db";
import type { Mailer } from "@onepercent/email";
import type { PendingGoogleSignup } from "@onepercent/validators/google";

export interface ThrottleLimits {
  /** Failed logins for one account from one address before 429. */
  loginPerAccountAndIp: number;
  /** Failed logins from one address, all accounts together. */
  loginPerIp: number;
  /** Failed logins for one account, all addresses together. */
  loginPerAccount: number;
  /** Registrations from one address. */
  registerPerIp: number;
  windowSeconds: number;
}

export interface ApiConfig {
  /** HMAC key for REST bearer tokens. */
  tokenSigningKey: string;
  throttle: ThrottleLimits;
  /** Hide stack traces and internal messages. */
  production: boolean;
  /** Where Contact Us messages go (the provider's address). */
  contactEmail: string;
  /** Anonymous AI suggestion calls per address per hour (the legacy /ai/generate-* paths). */
  aiSuggestionsPerIpPerHour?: number;
  /** Per-user quotas of the AI tools (issue 15); each absent one is the validators' default. */
  aiQuotas?: Partial<AiQuotas>;
  /** Google sign-in is configured (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET set; issue 16). */
  googleSignIn?: boolean;
  /** The event loop's delay, which /api/health reports (issue 25); absent, it is not measured. */
  eventLoop?: EventLoopHealth;
  /** Web push (issue 28, decision 032): the server's VAPID keys; null or absent, push is off. */
  vapid?: VapidKeys | null;
  /** The push services a subscription may name (services/reminders/push-services.ts); absent, the browsers'. */
  pushServices?: readonly string[];
}

/** The server's VAPID identity (RFC 8292): the key pair (base64url, P-256) and the contact it names. */
export interface VapidKeys {
  /** The uncompressed public key, base64url: what browsers subscribe with (`applicationServerKey`). */
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: URL push services may contact about this sender. */
  subject: string;
}

/** How late the event loop turns, as the server measures it, and the limit health holds it to. */
export interface EventLoopHealth {
  /** The 99th percentile of the event loop's delay over the last minute, in milliseconds. */
  p99Ms(): number;
  /** Over this (EVENT_LOOP_DELAY_LIMIT_MS), /api/health answers 503 with Retry-After. */
  limitMs: number;
}

/** What one user may ask of the AI tools. */
export interface AiQuotas {
  /** Text generations (scripts, imagery, coach answers) per hour (AI_CALLS_PER_USER_PER_HOUR). */
  callsPerHour: number;
  /** Minutes of generated audio per day, a track counting its duration (AUDIO_MINUTES_PER_USER_PER_DAY). */
  audioMinutesPerDay: number;
}

/** Where the session token travels: an httpOnly cookie (the SPA) or a bearer token (REST). */
export interface SessionTransport {
  kind: "cookie" | "bearer";
  /** Stores a new session for the client (login, registration, password change). */
  issue(token: SessionToken, options: { userId: string; rememberMe: boolean; expiresAt: Date }): string | null;
  /** Forgets the session on the client (logout). */
  clear(): void;
}

/** Everything a procedure may use; built without a request in tests. */
export interface Context {
  db: Database;
  config: ApiConfig;
  auth: ValidatedSession | null;
  /** The caller's network address, for throttling. */
  ip: string;
  /** The caller's User-Agent header (recorded with a new session for the list of devices). */
  userAgent?: string | null | undefined;
  transport: SessionTransport;
  mailer: Mailer;
  /** The public origin (PUBLIC_URL, else the request's), for links such as invitations. */
  origin?: string | undefined;
  /** Told about a failure of work done after the answer (a recovery e-mail); the server logs it. */
  logError?: ((error: unknown, message: string) => void) | undefined;
  /** The AI coach (ARCHITECTURE.md "AI coach"); the built-in offline coach when absent. */
  coach?: CoachProvider;
  /** The AI tools (issue 15): absent, the built-in coach, the offline voice and no file storage. */
  ai?: AiServices;
  /** The Google sign-up waiting in the request's signed cookie (issue 16); the web host fills it. */
  googleSignup?: GoogleSignupCookie;
}

/** The pending Google sign-up of a request: read (null when absent, forged or expired) and forget it. */
export interface GoogleSignupCookie {
  read(): PendingGoogleSignup | null;
  clear(): void;
}

/** What the AI tools need beyond the database (the server builds it from its configuration). */
export interface AiServices {
  /** Scripts, imagery and chat: the built-in coach, or OpenAI with fallback to it. */
  tools: ToolsCoach;
  /** OpenAI speech when configured; absent or answering null, the offline voice speaks. */
  speech?: SpeechProvider | undefined;
  /** Where generated tracks and recordings are kept. */
  storage: AudioStorage;
  /** The quotas in force: aiOf fills them from ApiConfig; absent, the validators' defaults. */
  quotas?: AiQuotas;
  /** Reads uploaded recordings off the event loop (decision 028); absent, one shared by the process. */
  inspector?: MediaInspector | undefined;
}
