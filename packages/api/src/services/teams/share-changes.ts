import { and, type Database, desc, eq, teamShareChanges } from "@onepercent/db";
import { SHARE_AREAS, type ShareChangeView, type ShareHistoryInput } from "@onepercent/validators/teams";
import { idIs } from "../shared/records";
import type { ShareChange } from "./sharing-columns";

// The athlete's audit list of what each team's coaches see (issue 29): every change, joining and leaving included.

/** The changes one athlete may read at most (the newest). */
const SHARE_HISTORY_MAX = 200;

/** Notes `changes` of what `team`'s coaches see of the athlete, at `now`. */
export async function recordShareChanges(
  db: Database,
  userId: string,
  team: { id: string; name: string },
  changes: readonly ShareChange[],
  now: Date,
): Promise<void> {
  if (changes.length === 0) return;
  await db.insert(teamShareChanges).values(
    changes.map((change) => ({
      userId,
      teamId: team.id,
      teamName: team.name,
      area: change.area,
      fromLevel: change.from,
      toLevel: change.to,
      changedAt: now,
    })),
  );
}

/** The athlete's changes (of one team, or of all, teams left or deleted included), newest first. */
export async function listShareChanges(
  db: Database,
  userId: string,
  { teamId }: ShareHistoryInput,
): Promise<ShareChangeView[]> {
  const rows = await db
    .select({
      teamId: teamShareChanges.teamId,
      teamName: teamShareChanges.teamName,
      area: teamShareChanges.area,
      from: teamShareChanges.fromLevel,
      to: teamShareChanges.toLevel,
      changedAt: teamShareChanges.changedAt,
    })
    .from(teamShareChanges)
    .where(
      and(
        eq(teamShareChanges.userId, userId),
        teamId === undefined ? undefined : idIs(teamShareChanges.teamId, teamId),
      ),
    )
    .orderBy(desc(teamShareChanges.changedAt))
    .limit(SHARE_HISTORY_MAX);
  // The changes of one moment in the settings' order of areas.
  const order = (row: ShareChangeView) => SHARE_AREAS.indexOf(row.area);
  return rows.sort((a, b) => b.changedAt.getTime() - a.changedAt.getTime() || order(a) - order(b));
}
