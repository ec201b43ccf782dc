/** The admin's answers about accounts (issue 16 §6). */
export const adminUserMessages = {
  /** Sign-in with the right password to a disabled account. */
  accountDisabled: "This account has been disabled. Contact your coach.",
  cannotDisableSelf: "You cannot disable your own account.",
  cannotDisableAdmin: "An admin account cannot be disabled.",
  disableConfirm: (name: string) => `Disable ${name}? They are signed out everywhere and cannot sign in.`,
  enableConfirm: (name: string) => `Enable ${name}? They can sign in again.`,
  userDisabled: (email: string) => `${email} is disabled and signed out everywhere.`,
  userEnabled: (email: string) => `${email} can sign in again.`,
  actionFailed: "Failed to update the account. Please try again.",
  auditLoadFailed: "Failed to load the audit log",
  noAuditEntries: "No admin actions yet.",
  noUsersMatch: (search: string) => `No users match "${search}".`,
  searchTooLong: "Search is too long.",
} as const;
