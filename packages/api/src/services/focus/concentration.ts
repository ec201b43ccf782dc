import { concentrationAttempts, type Database, desc, eq, sql, starterTasks } from "@onepercent/db";
import {
  type ConcentrationAttemptInput,
  ConcentrationAttemptView,
  type ConcentrationData,
  focusMessages,
  GRID_HISTORY_MAX,
  type GridSize,
} from "@onepercent/validators";
import { focusRecordSaver } from "./daily-cap";

// The concentration grid (training-and-tools.md §2, §3, §7): the caller's attempts and their stats (ms).

const attemptColumns = {
  id: concentrationAttempts.id,
  date: concentrationAttempts.createdAt,
  duration: concentrationAttempts.durationMs,
  gridSize: concentrationAttempts.gridSize,
};

const mine = (userId: string) => eq(concentrationAttempts.userId, userId);

/** The best time on grids of `size`, null when none was played. */
const bestOf = (size: GridSize) =>
  sql<
    number | null
  >`min(${concentrationAttempts.durationMs}) filter (where ${concentrationAttempts.gridSize} = ${size})`;

/** GET /api/concentration-grid/stats: stats over every attempt, and the newest GRID_HISTORY_MAX attempts. */
export async function concentrationStats(db: Database, userId: string): Promise<ConcentrationData> {
  const [[totals], history] = await Promise.all([
    db
      .select({
        totalAttempts: sql<number>`count(*)::int`,
        bestTime: sql<number | null>`min(${concentrationAttempts.durationMs})`,
        averageTime: sql<number | null>`round(avg(${concentrationAttempts.durationMs}))::int`,
        best4: bestOf(4),
        best5: bestOf(5),
        best6: bestOf(6),
        best8: bestOf(8),
      })
      .from(concentrationAttempts)
      .where(mine(userId)),
    db
      .select(attemptColumns)
      .from(concentrationAttempts)
      .where(mine(userId))
      .orderBy(desc(concentrationAttempts.createdAt), desc(concentrationAttempts.id))
      .limit(GRID_HISTORY_MAX),
  ]);
  return {
    stats: {
      bestTime: totals?.bestTime ?? null,
      lastTime: history[0]?.duration ?? null,
      averageTime: totals?.averageTime ?? null,
      totalAttempts: totals?.totalAttempts ?? 0,
      bestBySize: {
        4: totals?.best4 ?? null,
        5: totals?.best5 ?? null,
        6: totals?.best6 ?? null,
        8: totals?.best8 ?? null,
      },
    },
    history,
  };
}

/** POST /api/concentration-grid/attempt: a finished game. */
export const saveConcentrationAttempt = focusRecordSaver({
  table: concentrationAttempts,
  columns: attemptColumns,
  view: ConcentrationAttemptView,
  failure: focusMessages.gridSaveFailed,
  values: (input: ConcentrationAttemptInput, userId, now) => ({
    userId,
    durationMs: input.duration,
    gridSize: input.gridSize,
    createdAt: now,
  }),
});

/**
 * DELETE /api/concentration-grid/attempts: clears the caller's attempts (and only theirs). The
 * games were played all the same: the Get Started card keeps its task ticked.
 */
export function clearConcentrationHistory(db: Database, userId: string): Promise<{ deleted: number }> {
  return db.transaction(async (tx) => {
    const rows = await tx.delete(concentrationAttempts).where(mine(userId)).returning({ id: concentrationAttempts.id });
    if (rows.length > 0) {
      await tx.insert(starterTasks).values({ userId, task: "firstConcentrationGame" }).onConflictDoNothing();
    }
    return { deleted: rows.length };
  });
}
