import { Tabs as Primitive } from "radix-ui";
import { withClasses } from "../with-classes";

export const Tabs = Primitive.Root;

/** A segmented row of tabs; full width on phones. */
export const TabsList = withClasses(
  Primitive.List,
  "inline-flex w-full gap-1 rounded-2xl bg-slate-200/70 p-1 sm:w-auto",
);

export const TabsTrigger = withClasses(
  Primitive.Trigger,
  "inline-flex h-10 flex-1 items-center justify-center gap-2 rounded-xl px-4 font-semibold text-slate-700 text-sm transition-colors hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600 sm:flex-none data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm [&_svg]:size-4",
);

export const TabsContent = withClasses(Primitive.Content, "mt-5 outline-none");
