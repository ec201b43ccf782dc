/**
 * Onboarding timing without zod, so the dashboard (which opens the onboarding by itself) does
 * not pull zod into its first load.
 */
/** platform.md §4, §9: the modal opens this long after a failed onboarding-status check. */
export const ONBOARDING_STATUS_RETRY_OPEN_MS = 1500;
