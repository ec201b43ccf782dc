/** A navigation row of the sidebar and the menu drawer. */
export const navLink =
  "flex items-center gap-3 rounded-xl px-3 py-2.5 font-medium text-slate-700 hover:bg-slate-100 hover:text-ink [&.active]:bg-brand-50 [&.active]:text-brand-800";
