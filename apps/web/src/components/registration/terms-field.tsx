import { Checkbox } from "@onepercent/ui/checkbox";
import type { RegisterForm } from "@onepercent/validators/user";
import { type Control, Controller } from "react-hook-form";
import type { z } from "zod";

/** The terms box; the legal pages open in a new tab so the form keeps its state. */
export function TermsField({
  control,
  error,
}: {
  control: Control<z.input<typeof RegisterForm>, unknown, z.output<typeof RegisterForm>>;
  error?: string | undefined;
}) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <Controller
          control={control}
          name="agreeToTerms"
          render={({ field }) => (
            <Checkbox
              id="agreeToTerms"
              className="mt-0.5"
              checked={field.value === true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "agreeToTerms-error" : undefined}
            />
          )}
        />
        <label htmlFor="agreeToTerms" className="text-slate-700 text-sm leading-6">
          I agree to the{" "}
          <a
            href="/terms-and-conditions"
            target="_blank"
            rel="noopener"
            className="font-semibold text-brand-700 underline"
          >
            Terms &amp; Conditions
          </a>{" "}
          and the{" "}
          <a href="/privacy-policy" target="_blank" rel="noopener" className="font-semibold text-brand-700 underline">
            Privacy Policy
          </a>
        </label>
      </div>
      {error ? (
        <p id="agreeToTerms-error" role="alert" className="mt-1.5 text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
