import type { Mailer } from "@onepercent/email";
import { RECOVERY_TTL_MS, recoveryMessages, resetPasswordPath } from "@onepercent/validators";

/** How recovery e-mails go out: the mailer, the site's origin for the link, and where failures are reported. */
export interface RecoveryDelivery {
  mailer: Mailer;
  /** The origin the link starts with; without one the link is a path on this site. */
  origin: string | undefined;
  /** Told when an e-mail sent after the answer could not be handed over (the server logs it). */
  logError?: ((error: unknown, message: string) => void) | undefined;
}

const resetLink = (origin: string | undefined, token: string) => `${origin ?? ""}${resetPasswordPath(token)}`;

const minutes = Math.round(RECOVERY_TTL_MS / 60_000);

/**
 * Hands the message over without holding the answer back: the caller answers as fast whether or
 * not an e-mail goes out (a registered address must not take longer than an unknown one).
 */
function sendAfterAnswering(delivery: RecoveryDelivery, message: Parameters<Mailer["send"]>[0], what: string) {
  delivery.mailer.send(message).catch((error: unknown) => delivery.logError?.(error, what));
}

/** The code and the link, e-mailed to the account's owner. */
export function sendRecoveryEmail(delivery: RecoveryDelivery, to: string, secrets: { code: string; token: string }) {
  const text = [
    "Hello,",
    "",
    "Someone (we hope you) asked to reset the password of your OnePercent account.",
    "",
    `Your code: ${secrets.code}`,
    "",
    "Or open this link to choose a new password:",
    resetLink(delivery.origin, secrets.token),
    "",
    `The code and the link work for ${minutes} minutes and only once.`,
    "If you did not ask for this, ignore this e-mail: your password stays as it is.",
  ].join("\n");
  sendAfterAnswering(delivery, { to, subject: recoveryMessages.mailCodeSubject, text }, "recovery e-mail not sent");
}

/** Tells the owner that the password was changed through recovery. */
export function sendPasswordChangedEmail(delivery: RecoveryDelivery, to: { email: string; name: string }) {
  const text = [
    `Hi ${to.name},`,
    "",
    "The password of your OnePercent account was just changed with a reset code or link,",
    "and every device signed in to the account was signed out.",
    "",
    "If this was you, there is nothing more to do. If it was not, reset your password at once",
    `(${delivery.origin ?? ""}/forgot-password) and tell your coach.`,
  ].join("\n");
  sendAfterAnswering(
    delivery,
    { to: to.email, subject: recoveryMessages.mailChangedSubject, text },
    "password-changed e-mail not sent",
  );
}
