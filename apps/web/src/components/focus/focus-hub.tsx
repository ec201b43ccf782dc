import { PageHeader } from "@onepercent/ui/page-header";
import { Link, useNavigate } from "@tanstack/react-router";
import { Suspense } from "react";
import type { FocusTool } from "../../lib/modals";
import { useLinkTabs } from "../common/link-tabs";
import { BackLink } from "../ui/back-link";
import { FOCUS_TOOL_DETAILS, focusToolDetails } from "./focus-tools";

/** Shown while a tool's code loads. */
export function FocusToolLoading() {
  return (
    <div role="status" className="h-64 animate-pulse rounded-3xl bg-slate-100 motion-reduce:animate-none">
      <span className="sr-only">Loading…</span>
    </div>
  );
}

/** /focus (training-and-tools.md §2): Breathwork | Relaxation | Concentration, the choice in `?modal=`. */
export function FocusHub({ tool }: { tool: FocusTool }) {
  const current = focusToolDetails(tool);
  const navigate = useNavigate();
  const { tabListProps, tabProps } = useLinkTabs(
    FOCUS_TOOL_DETAILS.map((details) => details.tool),
    tool,
    (target) => void navigate({ to: "/focus", search: { modal: target }, replace: true }),
    "focus-panel",
  );
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <PageHeader title="Focus" description={current.intro} descriptionClassName="hidden sm:block" />
      <div {...tabListProps("Focus tools")}>
        {FOCUS_TOOL_DETAILS.map((details, index) => (
          <Link key={details.tool} to="/focus" search={{ modal: details.tool }} replace {...tabProps(index)}>
            {/* Three labels fit a phone's row only without their icons. */}
            <details.icon className="hidden size-4 shrink-0 sm:block" aria-hidden />
            <span className="truncate">{details.label}</span>
          </Link>
        ))}
      </div>
      <section id="focus-panel" role="tabpanel" aria-label={current.title}>
        <h2 className="sr-only">{current.title}</h2>
        <Suspense fallback={<FocusToolLoading />}>
          <current.Component key={current.tool} />
        </Suspense>
      </section>
    </div>
  );
}

/** A tool on its own page (/breathwork, /relaxation, /concentration-grid). */
export function FocusToolPage({ tool }: { tool: FocusTool }) {
  const details = focusToolDetails(tool);
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <PageHeader
        back={
          <BackLink to="/focus" search={{ modal: tool }} icon={details.icon}>
            Focus
          </BackLink>
        }
        title={details.title}
        description={details.intro}
      />
      <Suspense fallback={<FocusToolLoading />}>
        <details.Component />
      </Suspense>
    </div>
  );
}
