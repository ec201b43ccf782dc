import { Link, useNavigate } from "@tanstack/react-router";
import { Suspense } from "react";
import type { FocusTool } from "../../lib/modals";
import { useLinkTabs } from "../common/link-tabs";
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
      <header>
        <h1 className="font-bold text-3xl text-ink tracking-tight">Focus</h1>
        <p className="mt-2 hidden text-slate-700 sm:block">{current.intro}</p>
      </header>
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
      <header>
        <Link
          to="/focus"
          search={{ modal: tool }}
          className="inline-flex items-center gap-1.5 font-medium text-brand-700 text-sm hover:underline"
        >
          <details.icon className="size-4" aria-hidden />
          Focus
        </Link>
        <h1 className="mt-1 font-bold text-3xl text-ink tracking-tight">{details.title}</h1>
        <p className="mt-2 text-slate-700">{details.intro}</p>
      </header>
      <Suspense fallback={<FocusToolLoading />}>
        <details.Component />
      </Suspense>
    </div>
  );
}
