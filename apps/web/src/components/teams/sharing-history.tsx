import { Button } from "@onepercent/ui/button";
import { Card } from "@onepercent/ui/card";
import type { ShareChangeView } from "@onepercent/validators/teams";
import { History } from "lucide-react";
import { useId, useState } from "react";
import { trpc } from "../../lib/trpc";
import { FormAlert } from "../common/form-parts";
import { SectionTitle } from "../profile/section";
import { changeTimeFormat } from "./format";
import { AREA_LABELS, LEVEL_WORDS, teamTexts } from "./texts";

/** The changes shown before "Show all". */
const FIRST = 8;

let when: ReturnType<typeof changeTimeFormat> | undefined;

/** "Habits: not shared → shared", then the team and "Tue 14:02". */
function ChangeRow({ change }: { change: ShareChangeView }) {
  when ??= changeTimeFormat();
  return (
    <li className="flex flex-col gap-x-4 gap-y-0.5 py-2.5 sm:flex-row sm:items-baseline sm:justify-between">
      <p className="min-w-0 text-ink">
        <span className="font-medium">{AREA_LABELS[change.area]}:</span> {LEVEL_WORDS[change.from]}{" "}
        <span aria-hidden>→</span>
        <span className="sr-only">to</span> {LEVEL_WORDS[change.to]}
      </p>
      <p className="shrink-0 text-slate-600 text-sm">
        <span className="break-words">{change.teamName}</span> ·{" "}
        <time dateTime={change.changedAt.toISOString()}>{when(change.changedAt)}</time>
      </p>
    </li>
  );
}

/**
 * "Sharing history" (teams.audit.list): every change of what coaches see, newest first, the first
 * few until asked; nothing at all for an athlete who never was in a team.
 */
export function SharingHistory() {
  const id = useId();
  const history = trpc.teams.audit.list.useQuery({});
  const [all, setAll] = useState(false);
  const changes = history.data ?? [];
  const shown = all ? changes : changes.slice(0, FIRST);
  if (history.isSuccess && changes.length === 0) return null;

  return (
    <Card aria-labelledby={`${id}-title`}>
      <SectionTitle id={`${id}-title`} icon={History} title="Sharing history" />
      <p className="mt-2 text-slate-700 text-sm">
        Every change of what coaches see, newest first: joining and leaving a team too.
      </p>
      {history.isError ? (
        <div className="mt-4 space-y-3">
          <FormAlert message={teamTexts.historyFailed} />
          <Button variant="secondary" size="sm" onClick={() => void history.refetch()}>
            Try Again
          </Button>
        </div>
      ) : history.isPending ? (
        <p className="mt-4 text-slate-600 text-sm">Loading your sharing history…</p>
      ) : (
        <ol aria-labelledby={`${id}-title`} className="mt-2 divide-y divide-slate-200">
          {shown.map((change) => (
            <ChangeRow
              key={`${change.teamId ?? change.teamName}-${change.changedAt.getTime()}-${change.area}`}
              change={change}
            />
          ))}
        </ol>
      )}
      {changes.length > shown.length ? (
        <div className="mt-2 flex sm:justify-end">
          <Button variant="ghost" className="w-full sm:w-auto" onClick={() => setAll(true)}>
            Show all {changes.length} changes
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
