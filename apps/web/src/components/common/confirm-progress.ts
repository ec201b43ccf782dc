/**
 * A ConfirmDialog's `pending` and `error` from the mutation its confirm button runs: pending
 * while it runs, `failure` (the spec's message) once it has failed.
 */
export const confirmProgress = (mutation: { isPending: boolean; isError: boolean }, failure: string) => ({
  pending: mutation.isPending,
  error: mutation.isError ? failure : null,
});
