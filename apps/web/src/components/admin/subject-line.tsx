import type { LucideIcon } from "lucide-react";

/** Who a confirmation is about, under its question: a name and an e-mail. */
export function SubjectLine({ icon: Icon, name, email }: { icon: LucideIcon; name: string; email: string }) {
  return (
    <p className="flex items-center gap-2 rounded-xl bg-slate-50 px-3.5 py-2.5 text-slate-700 text-sm">
      <Icon className="size-4 shrink-0" aria-hidden />
      {name} · {email}
    </p>
  );
}
