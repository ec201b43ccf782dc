import type { Database } from "@onepercent/db";
import { createMailer, type Mailer } from "@onepercent/email";
import type { ApiConfig } from "./context";

/** Settings for procedure tests: tight throttles so limits are reachable in a few calls. */
export const testApiConfig: ApiConfig = {
  tokenSigningKey: "unit-signing-key-0123456789abcdefghijkl",
  production: false,
  contactEmail: "coach@onepercent.test",
  throttle: { loginPerAccountAndIp: 3, loginPerIp: 50, loginPerAccount: 100, registerPerIp: 2, windowSeconds: 60 },
};

/** A mailer that keeps every message in the database's outbox and logs nothing. */
export const testMailer = (db: Database): Mailer =>
  createMailer({ from: "OnePercent <test@onepercent.test>", db, log: () => {} });
