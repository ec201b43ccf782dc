import { Label, Textarea } from "@onepercent/ui/field";
import { MVP_MISSION_MAX } from "@onepercent/validators/mvp";

/** The mission statement box, on the MVP page and in the wizard; `error` shows under it. */
export function MissionField({
  id,
  label,
  value,
  placeholder,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  placeholder?: string | undefined;
  error?: string | null | undefined;
  onChange: (mission: string) => void;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        value={value}
        maxLength={MVP_MISSION_MAX}
        className="min-h-24"
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p role="alert" className="text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
