import { Tabs, TabsContent, TabsList, TabsTrigger } from "@onepercent/ui/tabs";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

export interface ToolTab {
  value: string;
  label: string;
  icon: LucideIcon;
  content: ReactNode;
  /** Stays mounted while hidden, so that work in progress survives a look at another tab. */
  keep?: boolean;
  /** How many items it holds, once known (the library). */
  count?: number | undefined;
}

/** An AI tool's tabs (Create, Record, Library…), the first one open. */
export function ToolTabs({ label, tabs }: { label: string; tabs: ToolTab[] }) {
  return (
    <Tabs defaultValue={tabs[0]?.value}>
      <TabsList aria-label={label}>
        {tabs.map(({ value, label: text, icon: Icon, count }) => (
          <TabsTrigger key={value} value={value}>
            <Icon className="hidden sm:block" aria-hidden />
            {text}
            {count === undefined ? null : <span className="font-normal text-slate-600">({count})</span>}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map(({ value, content, keep }) =>
        keep ? (
          <TabsContent key={value} value={value} forceMount className="data-[state=inactive]:hidden">
            {content}
          </TabsContent>
        ) : (
          <TabsContent key={value} value={value}>
            {content}
          </TabsContent>
        ),
      )}
    </Tabs>
  );
}
