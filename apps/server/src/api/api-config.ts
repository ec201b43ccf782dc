import type { ApiConfig } from "@onepercent/api";
import { googleSettingsOf } from "../auth/google-provider";
import type { ServerConfig } from "../config/config";
import { processEventLoopDelay } from "../runtime/event-loop-delay";

/** The procedures' settings from the server's configuration. */
export function apiConfigFrom(config: ServerConfig): ApiConfig {
  const { env } = config;
  const delay = processEventLoopDelay();
  return {
    tokenSigningKey: config.tokenSigningKey,
    production: config.production,
    contactEmail: env.CONTACT_EMAIL ?? env.ADMIN_EMAIL,
    aiSuggestionsPerIpPerHour: env.AI_SUGGESTIONS_MAX_PER_IP,
    googleSignIn: googleSettingsOf(env) !== null,
    aiQuotas: {
      callsPerHour: env.AI_CALLS_PER_USER_PER_HOUR,
      audioMinutesPerDay: env.AUDIO_MINUTES_PER_USER_PER_DAY,
    },
    throttle: {
      loginPerAccountAndIp: env.LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP,
      loginPerIp: env.LOGIN_MAX_FAILURES_PER_IP,
      loginPerAccount: env.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      registerPerIp: env.REGISTER_MAX_PER_IP,
      windowSeconds: env.THROTTLE_WINDOW_SECONDS,
    },
    // The process's one window over the last minute, started with the first app (issue 25).
    eventLoop: { p99Ms: () => delay.p99Ms(), limitMs: env.EVENT_LOOP_DELAY_LIMIT_MS },
    // Web push (decision 032): the settings screen subscribes browsers with its public key.
    vapid: config.vapid ?? null,
    ...(env.PUSH_SERVICES ? { pushServices: env.PUSH_SERVICES } : {}),
  };
}
