import { cn } from "@onepercent/ui/cn";
import { teamMessages } from "@onepercent/validators/messages/teams";
import { JOURNAL_LEVELS, type MembershipView, SHARE_AREAS, type ShareArea } from "@onepercent/validators/teams";
import { Lock } from "lucide-react";
import { RadioGroup } from "radix-ui";
import { useId } from "react";
import { FormAlert } from "../common/form-parts";
import { Switch } from "../reminders/switch";
import { AREA_DETAILS, AREA_LABELS, JOURNAL_CHOICES } from "./texts";
import { useSharingUpdate } from "./use-sharing-update";

type JournalLevel = (typeof JOURNAL_LEVELS)[number];
type SwitchArea = Exclude<ShareArea, "journals">;

/** An area's name and what its coaches see, labelling the control beside or under it. */
function AreaText({ id, area }: { id: string; area: ShareArea }) {
  return (
    <div className="min-w-0 flex-1">
      <p id={`${id}-label`} className="font-medium text-ink">
        {AREA_LABELS[area]}
      </p>
      <p id={`${id}-detail`} className="text-slate-600 text-sm">
        {AREA_DETAILS[area]}
      </p>
    </div>
  );
}

/** A row of the list: a line under each, but the last (the last two side by side on laptops). */
const ROW = "border-slate-200 border-b py-3 last:border-b-0 lg:[&:nth-last-child(2):nth-child(odd)]:border-b-0";

/** One shared-or-not area: its text and a switch. */
function SwitchRow({ area, on, onChange }: { area: SwitchArea; on: boolean; onChange: (on: boolean) => void }) {
  const id = useId();
  return (
    <li className={cn(ROW, "flex items-center gap-3 lg:items-start")}>
      <AreaText id={id} area={area} />
      <Switch checked={on} label={AREA_LABELS[area]} onChange={onChange} />
    </li>
  );
}

const OPTION =
  "min-h-11 rounded-lg px-1 font-medium leading-tight text-slate-700 text-sm transition-colors hover:bg-white/70 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent data-[state=checked]:bg-white data-[state=checked]:text-brand-800 data-[state=checked]:shadow-sm";

/** Journals: not shared, ratings only or full entries; full entries are closed to athletes under 16. */
function JournalsRow({
  level,
  fullAllowed,
  onChange,
}: {
  level: JournalLevel;
  fullAllowed: boolean;
  onChange: (level: JournalLevel) => void;
}) {
  const id = useId();
  const choose = (value: string) => {
    const chosen = JOURNAL_LEVELS.find((option) => option === value);
    if (chosen) onChange(chosen);
  };
  return (
    <li className={cn(ROW, "space-y-2")}>
      <AreaText id={id} area="journals" />
      <RadioGroup.Root
        value={level}
        onValueChange={choose}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-detail`}
        className="grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1"
      >
        {JOURNAL_CHOICES.map((choice) => {
          const closed = choice.level === "full" && !fullAllowed;
          return (
            <RadioGroup.Item
              key={choice.level}
              value={choice.level}
              disabled={closed}
              aria-describedby={closed ? `${id}-closed` : undefined}
              className={OPTION}
            >
              {choice.label}
            </RadioGroup.Item>
          );
        })}
      </RadioGroup.Root>
      {fullAllowed ? null : (
        <p id={`${id}-closed`} className="flex items-start gap-1.5 text-slate-600 text-sm">
          <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden />
          {teamMessages.fullJournalsUnder16}
        </p>
      )}
    </li>
  );
}

/** What this team's coaches see, area by area; each change is sent at once. */
export function SharingControls({ team }: { team: MembershipView }) {
  const id = useId();
  const { set, error } = useSharingUpdate(team.teamId);
  return (
    <div>
      <h3 id={`${id}-title`} className="font-semibold text-ink">
        What you share
      </h3>
      <ul aria-labelledby={`${id}-title`} className="grid lg:grid-cols-2 lg:gap-x-10">
        {SHARE_AREAS.map((area) =>
          area === "journals" ? (
            <JournalsRow
              key={area}
              level={team.sharing.journals}
              fullAllowed={team.fullJournalsAllowed}
              onChange={(level) => set("journals", level)}
            />
          ) : (
            <SwitchRow
              key={area}
              area={area}
              on={team.sharing[area] === "shared"}
              onChange={(on) => set(area, on ? "shared" : "none")}
            />
          ),
        )}
      </ul>
      <FormAlert message={error} />
    </div>
  );
}
