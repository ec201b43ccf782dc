import { cn } from "@onepercent/ui/cn";

/** An on/off switch (role="switch") with a 44 px tap area; `label` names what it turns on. */
export function Switch({
  checked,
  label,
  onChange,
}: {
  checked: boolean;
  label: string;
  onChange: (checked: boolean) => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      onClick={() => onChange(!checked)}
      className="inline-flex h-11 w-14 shrink-0 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2"
    >
      <span
        aria-hidden
        className={cn("relative h-7 w-12 rounded-full transition-colors", checked ? "bg-brand-700" : "bg-slate-500")}
      >
        <span
          className={cn(
            "absolute top-0.5 left-0.5 size-6 rounded-full bg-white shadow-sm transition-transform",
            checked && "translate-x-5",
          )}
        />
      </span>
    </button>
  );
}
