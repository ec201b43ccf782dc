/**
 * Toasts from code on first-load pages: the toast library is fetched with the first toast
 * (the Toaster itself is lazy too), so it stays out of the dashboard's first load.
 */
export function toastError(message: string): void {
  void import("@onepercent/ui/toaster").then(({ toast }) => toast.error(message));
}

/** A plain notice (a change kept offline, issue 28), loaded the same way. */
export function toastInfo(message: string): void {
  void import("@onepercent/ui/toaster").then(({ toast }) => toast(message));
}
