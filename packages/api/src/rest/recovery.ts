import type { RestRow } from "./types";

/** Password recovery (training-and-tools.md §7 "Profile and passwords"): filled by issue 16. */
export const recoveryRows: RestRow[] = [];
