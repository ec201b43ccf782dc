import { type KeyboardEvent, useRef } from "react";

/** The row of a hub's tabs (journal, focus): three equal segments. */
const tabListClass = "grid grid-cols-3 gap-1 rounded-2xl bg-slate-100 p-1";

/** One tab of the row: the selected one raised in white. */
const tabClass = (selected: boolean) =>
  selected
    ? "flex h-11 min-w-0 items-center justify-center gap-1.5 rounded-xl bg-white px-1 font-semibold text-brand-800 text-sm shadow-sm max-[379px]:text-xs"
    : "flex h-11 min-w-0 items-center justify-center gap-1.5 rounded-xl px-1 font-medium text-slate-700 text-sm hover:text-ink max-[379px]:text-xs";

/** What the row of tabs spreads on its element. */
interface TabListProps {
  role: "tablist";
  "aria-label": string;
  className: string;
  onKeyDown: (event: KeyboardEvent) => void;
}

/** What each tab spreads on its link (beside `key`, `to` and `search`). */
interface TabProps {
  ref: (element: HTMLAnchorElement | null) => void;
  role: "tab";
  tabIndex: number;
  "aria-selected": boolean;
  "aria-controls": string;
  className: string;
}

/**
 * Tabs that are links (the chosen tab lives in the URL): arrow keys, Home and End move between
 * them and open the one they land on (WAI-ARIA tabs pattern). `tabListProps(label)` goes on the
 * row, `tabProps(i)` on the i-th link, which controls the panel with the id `panelId`.
 */
export function useLinkTabs<T>(items: readonly T[], current: T, open: (item: T) => void, panelId: string) {
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const index = items.indexOf(current);
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % items.length,
      ArrowLeft: (index + last) % items.length,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    const target = next === undefined ? undefined : items[next];
    if (next === undefined || target === undefined) return;
    event.preventDefault();
    links.current[next]?.focus();
    open(target);
  };
  const tabListProps = (label: string): TabListProps => ({
    role: "tablist",
    "aria-label": label,
    className: tabListClass,
    onKeyDown,
  });
  const tabProps = (index: number): TabProps => {
    const selected = items[index] === current;
    return {
      ref: (element) => {
        links.current[index] = element;
      },
      role: "tab",
      tabIndex: selected ? 0 : -1,
      "aria-selected": selected,
      "aria-controls": panelId,
      className: tabClass(selected),
    };
  };
  return { tabListProps, tabProps };
}
