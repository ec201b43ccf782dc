import { router } from "../trpc";

/** Filled by issue 16 (accounts). */
export const googleRouter = router({});
