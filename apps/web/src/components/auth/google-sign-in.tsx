import { buttonVariants } from "@onepercent/ui/button";
import { trpc } from "../../lib/trpc";

/**
 * "Continue with Google" (platform.md login page; issue 16): a plain link to the server's
 * /auth/google, shown only when the server has Google sign-in configured.
 */
export function GoogleSignIn() {
  const google = trpc.google.enabled.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY, retry: false });
  if (!google.data?.enabled) return null;
  return (
    <a href="/auth/google" className={buttonVariants({ variant: "secondary", size: "lg", className: "mt-4 w-full" })}>
      <svg viewBox="0 0 48 48" aria-hidden="true">
        <path
          fill="#EA4335"
          d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.2C12.5 13.6 17.8 9.5 24 9.5z"
        />
        <path
          fill="#4285F4"
          d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.7 6c4.5-4.2 6.9-10.3 6.9-17.7z"
        />
        <path
          fill="#FBBC05"
          d="M10.5 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.2C1 16.6 0 20.2 0 24s.9 7.4 2.6 10.7l7.9-6.1z"
        />
        <path
          fill="#34A853"
          d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.7-6c-2.2 1.5-5 2.3-8.2 2.3-6.2 0-11.5-4.2-13.4-9.9l-7.9 6.1C6.6 42.6 14.6 48 24 48z"
        />
      </svg>
      Continue with Google
    </a>
  );
}
