import { ErrorNote } from "@onepercent/ui/error-note";
import { errorAria, Input, TextField } from "@onepercent/ui/field";
import { IconTile } from "@onepercent/ui/icon-tile";
import { IMAGERY_KEY_MAX } from "@onepercent/validators/ai-tools";
import { Link } from "@tanstack/react-router";
import { Trophy } from "lucide-react";
import { useId } from "react";
import { type ImageryDefaults, type ImageryState, missingProfileField } from "./use-imagery";

/** §5: the sport or position is missing; the way to set it. */
export function ProfileMissing({ message }: { message: string }) {
  return (
    <ErrorNote boxed>
      <span>
        {message}
        <Link to="/profile" className="mt-1 block font-semibold underline underline-offset-2">
          Go to Profile Settings
        </Link>
      </span>
    </ErrorNote>
  );
}

/** The sport and position the script is written for, from the profile (changed there, not here). */
function SportLine({ defaults }: { defaults: ImageryDefaults }) {
  const missing = missingProfileField(defaults);
  if (missing) return <ProfileMissing message={missing} />;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-slate-50 px-3.5 py-2.5">
      <p className="flex items-center gap-2 text-ink">
        <Trophy className="size-4 text-brand-700" aria-hidden />
        <span className="sr-only">Sport and position: </span>
        <span className="font-semibold">{defaults.sport}</span>
        <span aria-hidden>·</span>
        <span>{defaults.position}</span>
      </p>
      <Link to="/profile" className="font-medium text-brand-700 text-sm hover:underline">
        Change in Profile
      </Link>
    </div>
  );
}

/**
 * Who the script is for (§7 generate-mental-imagery: name, sport, position, keys): the name and
 * the three keys (exactly three affirmations, §9) are edited here; sport and position come from
 * the profile and are required (§5).
 */
export function AthleteFields({ tool, defaults }: { tool: ImageryState; defaults: ImageryDefaults }) {
  const id = useId();
  const keysErrorId = `${id}-keys-error`;
  return (
    <div className="space-y-4">
      <SportLine defaults={defaults} />
      <TextField
        id={`${id}-name`}
        label="Your name"
        value={tool.name}
        maxLength={100}
        autoComplete="given-name"
        onChange={(event) => tool.setName(event.target.value)}
      />
      <fieldset className="space-y-2" aria-describedby={tool.keysError ? keysErrorId : undefined}>
        <legend className="font-medium text-ink text-sm">Your three keys</legend>
        <p className="text-slate-600 text-sm">Three affirmations the script comes back to.</p>
        <ol className="space-y-2">
          {tool.keys.map((key, index) => (
            // The three keys are fixed slots: their place is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: exactly three keys that never move
            <li key={index} className="flex items-center gap-2">
              <IconTile size={8} shape="round" tone="step" aria-hidden>
                {index + 1}
              </IconTile>
              <Input
                id={`${id}-key-${index}`}
                aria-label={`Key ${index + 1}`}
                value={key}
                maxLength={IMAGERY_KEY_MAX}
                {...errorAria(`${id}-keys`, tool.keysError && !key.trim() ? tool.keysError : undefined)}
                onChange={(event) => tool.changeKey(index, event.target.value)}
              />
            </li>
          ))}
        </ol>
        {tool.keysError ? (
          <p id={keysErrorId} role="alert" className="text-red-700 text-sm">
            {tool.keysError}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}
