import { setFlag } from "./flags";

/**
 * platform.md §2: the login link of the home carousel records that the visitor came from home.
 * (The old client cleared stored tokens for visitors from elsewhere; sessions now live in an
 * httpOnly cookie that no page script can read or clear, so the flag is kept only as the record.)
 */
export const rememberCameFromHome = () => setFlag("session", "fromHome");
