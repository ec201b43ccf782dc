import { ONBOARDING_STATUS_RETRY_OPEN_MS } from "@onepercent/validators/onboarding-timing";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { trpc } from "../../lib/trpc";

/**
 * platform.md §4: the onboarding opens by itself on the dashboard while it is needed and not
 * completed, and 1.5 s after a failed status check. It opens at most once per visit.
 */
export function useOnboardingAutoOpen(): void {
  const status = trpc.onboarding.status.useQuery(undefined, { retry: false, throwOnError: false });
  const navigate = useNavigate();
  const opened = useRef(false);
  const { data, isError } = status;

  useEffect(() => {
    if (opened.current) return;
    const open = () => {
      opened.current = true;
      void navigate({ to: "/dashboard", search: { modal: "onboarding" }, replace: true, resetScroll: false });
    };
    if (data) {
      if (data.needed && !data.completed) open();
      else opened.current = true;
      return;
    }
    if (!isError) return;
    const timer = setTimeout(open, ONBOARDING_STATUS_RETRY_OPEN_MS);
    return () => clearTimeout(timer);
  }, [data, isError, navigate]);
}
