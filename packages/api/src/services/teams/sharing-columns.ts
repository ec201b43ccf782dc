import { type SQL, sql, teamMembers } from "@onepercent/db";
import { SHARE_AREAS, type ShareArea, type ShareLevel, type Sharing } from "@onepercent/validators/teams";

// The membership row's share columns, one per area (schema/teams.ts), read and written as a Sharing.

/** The column of each area. */
export const shareColumns = {
  usage: teamMembers.shareUsage,
  habits: teamMembers.shareHabits,
  focus: teamMembers.shareFocus,
  routines: teamMembers.shareRoutines,
  journals: teamMembers.shareJournals,
  mvpMindset: teamMembers.shareMvpMindset,
} as const satisfies Record<ShareArea, unknown>;

/** A row's share columns as read with `shareColumns`. */
export type ShareRow = { [Area in ShareArea]: Sharing[Area] };

/** The Sharing of a row read with `shareColumns` (the columns hold the validators' levels: their check says so). */
export const sharingOf = (row: ShareRow): Sharing => ({
  usage: row.usage,
  habits: row.habits,
  focus: row.focus,
  routines: row.routines,
  journals: row.journals,
  mvpMindset: row.mvpMindset,
});

/** One area whose level changes. */
export interface ShareChange {
  area: ShareArea;
  from: ShareLevel;
  to: ShareLevel;
}

/** The areas whose level differs between `before` and `after`, in SHARE_AREAS order. */
export const changesBetween = (before: Sharing, after: Sharing): ShareChange[] =>
  SHARE_AREAS.filter((area) => before[area] !== after[area]).map((area) => ({
    area,
    from: before[area],
    to: after[area],
  }));

/** Whether the row shares `area` (any level but none), for a `case when` around that area's figures. */
export const sharesArea = (area: ShareArea): SQL => sql`${shareColumns[area]} <> 'none'`;

/** Nothing shared: where a membership starts from, and where leaving ends. */
export const NOTHING_SHARED: Sharing = {
  usage: "none",
  habits: "none",
  focus: "none",
  routines: "none",
  journals: "none",
  mvpMindset: "none",
};

/** `current` with the areas `data` names set to their new level. */
export const withChanges = (current: Sharing, data: Partial<Sharing>): Sharing => ({
  usage: data.usage ?? current.usage,
  habits: data.habits ?? current.habits,
  focus: data.focus ?? current.focus,
  routines: data.routines ?? current.routines,
  journals: data.journals ?? current.journals,
  mvpMindset: data.mvpMindset ?? current.mvpMindset,
});

/** A Sharing as the row's columns are written. */
export const shareValues = (sharing: Sharing) => ({
  shareUsage: sharing.usage,
  shareHabits: sharing.habits,
  shareFocus: sharing.focus,
  shareRoutines: sharing.routines,
  shareJournals: sharing.journals,
  shareMvpMindset: sharing.mvpMindset,
});
