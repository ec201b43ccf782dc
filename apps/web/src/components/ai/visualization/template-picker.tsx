import { Button } from "@onepercent/ui/button";
import type { VisualizationTemplate } from "@onepercent/validators/ai-tools";
import { aiMessages } from "@onepercent/validators/messages/ai-tools";
import { Check } from "lucide-react";
import { RadioGroup } from "radix-ui";
import { useId } from "react";
import { trpc } from "../../../lib/trpc";

/**
 * The creator's templates (§2: template choice), each already filled with the athlete's own
 * data. Choosing one puts its text in the script; editing the text afterwards clears the choice.
 */
export function TemplatePicker({
  selectedId,
  onChoose,
}: {
  selectedId: string | null;
  onChoose: (template: VisualizationTemplate) => void;
}) {
  const id = useId();
  const templates = trpc.ai.visualization.templates.useQuery(undefined);

  if (templates.isPending) {
    return (
      <div role="status" className="grid grid-cols-2 gap-2">
        <span className="sr-only">Loading templates…</span>
        {[0, 1].map((key) => (
          <div key={key} className="h-16 animate-pulse rounded-xl bg-slate-100 motion-reduce:animate-none" />
        ))}
      </div>
    );
  }
  if (templates.isError) {
    return (
      <p role="alert" className="flex flex-wrap items-center gap-x-2 text-red-800 text-sm">
        {aiMessages.loadFailed}
        <Button variant="link" size="sm" onClick={() => void templates.refetch()}>
          Try Again
        </Button>
      </p>
    );
  }
  if (templates.data.length === 0) return null;

  return (
    <div className="space-y-2">
      <p id={`${id}-label`} className="font-medium text-ink text-sm">
        Start from a template
      </p>
      <RadioGroup.Root
        aria-labelledby={`${id}-label`}
        value={selectedId ?? ""}
        onValueChange={(value) => {
          const template = templates.data.find((item) => item.id === value);
          if (template) onChoose(template);
        }}
        className="grid grid-cols-2 gap-2"
      >
        {templates.data.map((template) => (
          <RadioGroup.Item
            key={template.id}
            value={template.id}
            aria-labelledby={`${id}-${template.id}-title`}
            aria-describedby={`${id}-${template.id}-about`}
            className="group flex items-start gap-3 rounded-xl border-2 border-slate-200 bg-white p-3 text-left transition-colors hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-50"
          >
            <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full border-2 border-slate-300 group-data-[state=checked]:border-brand-700 group-data-[state=checked]:bg-brand-700">
              <Check className="hidden size-3 text-white group-data-[state=checked]:block" aria-hidden />
            </span>
            <span className="min-w-0">
              <span id={`${id}-${template.id}-title`} className="block font-semibold text-ink text-sm">
                {template.title}
              </span>
              <span
                id={`${id}-${template.id}-about`}
                className="mt-0.5 hidden text-slate-600 text-xs leading-snug sm:block"
              >
                {template.description}
              </span>
            </span>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}
