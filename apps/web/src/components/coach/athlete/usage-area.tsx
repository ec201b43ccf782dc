import { Activity } from "lucide-react";
import { When } from "../athlete-columns";
import type { SharedAreas } from "../types";
import { AreaCard, Tiles } from "./area-card";

/** usage: when the athlete was last active, and their sign-ins this week and last week. */
export function UsageArea({ usage, now }: { usage: NonNullable<SharedAreas["usage"]>; now: Date }) {
  return (
    <AreaCard id="area-usage" icon={Activity} title="Usage">
      <Tiles
        wideFirst
        tiles={[
          { label: "Last active", value: <When at={usage.lastActiveAt} now={now} /> },
          { label: "Sign-ins this week", value: usage.signInsThisWeek },
          { label: "Sign-ins last week", value: usage.signInsLastWeek },
        ]}
      />
    </AreaCard>
  );
}
