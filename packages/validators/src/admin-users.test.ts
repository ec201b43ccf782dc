import { describe, expect, it } from "vitest";
import {
  AdminUserListInput,
  DEFAULT_ADMIN_USER_SORT,
  formatLastActive,
  nextAdminUserSort,
  pageCount,
} from "./admin-users";

describe("formatLastActive", () => {
  const now = new Date("2026-11-27T12:00:00Z");
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

  it("reads minutes, hours and days within a week, then the date", () => {
    expect(formatLastActive(null, now)).toBe("Never");
    expect(formatLastActive(ago(20), now)).toBe("Just now");
    expect(formatLastActive(ago(60), now)).toBe("1 minute ago");
    expect(formatLastActive(ago(59 * 60), now)).toBe("59 minutes ago");
    expect(formatLastActive(ago(3 * 3600 + 50 * 60), now)).toBe("3 hours ago");
    expect(formatLastActive(ago(2 * 86400), now)).toBe("2 days ago");
    expect(formatLastActive(ago(8 * 86400), now)).toBe("Nov 19, 2026");
    // A clock a little ahead of the browser's is "Just now", never "in 3 seconds".
    expect(formatLastActive(new Date(now.getTime() + 3000), now)).toBe("Just now");
  });
});

describe("the users table's input", () => {
  it("defaults to page 1 of 25, newest first, and caps the page size at 100", () => {
    expect(AdminUserListInput.parse(undefined)).toEqual({ page: 1, pageSize: 25, sort: DEFAULT_ADMIN_USER_SORT });
    expect(AdminUserListInput.parse({ search: "  kim " }).search).toBe("kim");
    expect(AdminUserListInput.safeParse({ pageSize: 101 }).success).toBe(false);
    expect(AdminUserListInput.safeParse({ page: 0 }).success).toBe(false);
  });

  it("toggles the same column's direction and starts a new column descending", () => {
    const byName = nextAdminUserSort(DEFAULT_ADMIN_USER_SORT, "name");
    expect(byName).toEqual({ column: "name", direction: "desc" });
    expect(nextAdminUserSort(byName, "name")).toEqual({ column: "name", direction: "asc" });
  });

  it("counts at least one page", () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(250, 25)).toBe(10);
    expect(pageCount(251, 25)).toBe(11);
  });
});
