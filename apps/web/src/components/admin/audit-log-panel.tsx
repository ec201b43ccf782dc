import { Button } from "@onepercent/ui/button";
import { Card, CardTitle } from "@onepercent/ui/card";
import { type AdminAuditEntryView, auditActionLabels, formatLastActive } from "@onepercent/validators/admin-users";
import { adminUserMessages } from "@onepercent/validators/messages/admin-users";
import { keepPreviousData } from "@tanstack/react-query";
import { Ban, Loader2, MailMinus, MailPlus, RotateCcw } from "lucide-react";
import { useState } from "react";
import { errorMessage } from "../../lib/form-errors";
import { trpc } from "../../lib/trpc";
import { Pagination } from "./pagination";
import { useRelockWhenForbidden } from "./use-gate";

const icons = { disable: Ban, enable: RotateCcw, invite: MailPlus, "revoke-invitation": MailMinus } as const;

/** The audit log (issue 16): who did what to which account, and when, newest first. */
export function AuditLogPanel() {
  const [page, setPage] = useState(1);
  const audit = trpc.admin.audit.list.useQuery({ page }, { placeholderData: keepPreviousData });
  useRelockWhenForbidden(audit.error);

  return (
    <Card className="space-y-4">
      <CardTitle>Audit log</CardTitle>
      {audit.isPending ? (
        <p className="flex items-center gap-2 py-6 text-slate-600">
          <Loader2 className="size-4 animate-spin" aria-hidden /> Loading the audit log…
        </p>
      ) : audit.isError ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-red-50 p-3">
          <p className="text-red-800">{errorMessage(audit.error, adminUserMessages.auditLoadFailed)}</p>
          <Button variant="secondary" size="sm" onClick={() => audit.refetch()}>
            Try Again
          </Button>
        </div>
      ) : audit.data.total === 0 ? (
        <p className="py-6 text-center text-slate-600">{adminUserMessages.noAuditEntries}</p>
      ) : (
        <>
          <ul className="divide-y divide-slate-100" aria-label="Admin actions">
            {audit.data.items.map((entry) => (
              <AuditEntry key={entry.id} entry={entry} now={new Date()} />
            ))}
          </ul>
          <Pagination
            label="Audit log"
            page={page}
            pageSize={audit.data.pageSize}
            total={audit.data.total}
            onPage={setPage}
            busy={audit.isPlaceholderData}
          />
        </>
      )}
    </Card>
  );
}

function AuditEntry({ entry, now }: { entry: AdminAuditEntryView; now: Date }) {
  const Icon = icons[entry.action];
  return (
    <li className="flex items-start gap-3 py-3">
      <Icon className="mt-0.5 size-4 shrink-0 text-slate-600" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="text-ink text-sm">
          <span className="font-semibold">{entry.admin?.name ?? "A removed admin"}</span>{" "}
          {auditActionLabels[entry.action].toLowerCase()}{" "}
          <span className="break-all font-semibold">{entry.targetEmail}</span>
        </p>
        <p className="text-slate-600 text-xs">
          {entry.admin ? `${entry.admin.email} · ` : ""}
          <time dateTime={entry.createdAt.toISOString()} title={entry.createdAt.toLocaleString("en-US")}>
            {formatLastActive(entry.createdAt, now)}
          </time>
        </p>
      </div>
    </li>
  );
}
