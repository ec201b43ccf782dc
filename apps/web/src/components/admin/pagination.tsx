import { Button } from "@onepercent/ui/button";
import { pageCount } from "@onepercent/validators/admin-users";
import { ChevronLeft, ChevronRight } from "lucide-react";

interface PaginationProps {
  /** What the rows are, for the navigation's name ("Users pages"). */
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  busy?: boolean;
}

/** Previous and Next around "Page 2 of 40". */
export function Pagination({ label, page, pageSize, total, onPage, busy = false }: PaginationProps) {
  const pages = pageCount(total, pageSize);
  return (
    <nav aria-label={`${label} pages`} className="flex items-center justify-between gap-3">
      <Button variant="secondary" size="sm" onClick={() => onPage(page - 1)} disabled={busy || page <= 1}>
        <ChevronLeft aria-hidden />
        Previous
      </Button>
      <p className="text-slate-700 text-sm tabular-nums" aria-live="polite">
        Page {Math.min(page, pages)} of {pages}
      </p>
      <Button variant="secondary" size="sm" onClick={() => onPage(page + 1)} disabled={busy || page >= pages}>
        Next
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
